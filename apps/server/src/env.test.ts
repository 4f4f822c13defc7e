import { describe, expect, it } from 'vitest';
import { emailConfigured, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives the documented defaults for an empty environment', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      WEBHOOK_ALLOW_PRIVATE: false,
    });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('reads flags and numbers', () => {
    const env = loadEnv({ PORT: '8080', WEBHOOK_ALLOW_PRIVATE: '1', DATABASE_URL: 'postgres://u@h/db' });
    expect(env).toMatchObject({ PORT: 8080, WEBHOOK_ALLOW_PRIVATE: true, DATABASE_URL: 'postgres://u@h/db' });
  });

  it('names the bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ WEBHOOK_URL: 'ftp://x' })).toThrow(/WEBHOOK_URL: must be an http\(s\) URL/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('wants the Supabase URL and service-role key together', () => {
    expect(() => loadEnv({ SUPABASE_URL: 'https://x.supabase.co' })).toThrow(/SUPABASE_SERVICE_ROLE_KEY/);
  });

  it('refuses values that would silently weaken the server', () => {
    expect(() => loadEnv({ WEBHOOK_SIGNING_SECRET: 'whsec_' })).toThrow(
      /WEBHOOK_SIGNING_SECRET: must be whsec_/,
    );
    expect(() => loadEnv({ WEBHOOK_SIGNING_SECRET: 'whsec_AAAA' })).toThrow(/WEBHOOK_SIGNING_SECRET/);
    expect(() => loadEnv({ WEBHOOK_SIGNING_SECRET: 'short text' })).toThrow(/WEBHOOK_SIGNING_SECRET/);
    expect(() => loadEnv({ WEBHOOK_URL: 'http://[::1' })).toThrow(/WEBHOOK_URL: must be an http\(s\) URL/);
    expect(() => loadEnv({ WEBHOOK_URL: 'https://u:p@hooks.example.com/' })).toThrow(/WEBHOOK_URL/);
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must be the number of proxies/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.2, nonsense' })).toThrow(/TRUST_PROXY/);
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '30000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
    expect(() => loadEnv({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
  });

  it('reads an empty PORT as the default, not as "any free port"', () => {
    expect(loadEnv({ PORT: '' }).PORT).toBe(3000);
    expect(loadEnv({ PORT: '  ' }).PORT).toBe(3000);
  });

  it('accepts real signing secrets and webhook URLs', () => {
    const whsec = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(loadEnv({ WEBHOOK_SIGNING_SECRET: whsec }).WEBHOOK_SIGNING_SECRET).toBe(whsec);
    const text = 'a long enough shared secret of words';
    expect(loadEnv({ WEBHOOK_SIGNING_SECRET: text }).WEBHOOK_SIGNING_SECRET).toBe(text);
    expect(loadEnv({ WEBHOOK_URL: 'http://[::1]:8080/hook' }).WEBHOOK_URL).toBe('http://[::1]:8080/hook');
  });

  it('reads TRUST_PROXY as a number of hops or a list of proxy addresses', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '10.0.0.2, 192.168.0.0/16, loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '192.168.0.0/16',
      'loopback',
    ]);
  });

  it('has timeouts by default', () => {
    expect(loadEnv({})).toMatchObject({
      HTTP_REQUEST_TIMEOUT_MS: 30_000,
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_KEEP_ALIVE_TIMEOUT_MS: 5_000,
      HTTP_IDLE_TIMEOUT_MS: 30_000,
    });
  });

  it('reads SMTP settings: host and from together, real e-mail addresses, port 587 by default', () => {
    const off = loadEnv({});
    expect(emailConfigured(off)).toBe(false);
    const on = loadEnv({
      SMTP_HOST: 'smtp.example.com',
      SMTP_FROM: 'book@example.com',
      OWNER_EMAIL: 'o@example.com',
    });
    expect(on).toMatchObject({ SMTP_PORT: 587, SMTP_SECURE: false, OWNER_EMAIL: 'o@example.com' });
    expect(emailConfigured(on)).toBe(true);
    expect(() => loadEnv({ SMTP_HOST: 'smtp.example.com' })).toThrow(
      /SMTP_FROM: SMTP_HOST and SMTP_FROM go together/,
    );
    expect(() => loadEnv({ SMTP_FROM: 'book@example.com' })).toThrow(
      /SMTP_HOST: SMTP_HOST and SMTP_FROM go together/,
    );
    expect(() => loadEnv({ SMTP_HOST: 'h', SMTP_FROM: 'not-an-address' })).toThrow(
      /SMTP_FROM: must be an e-mail/,
    );
    expect(() => loadEnv({ SMTP_HOST: 'h', SMTP_FROM: 'a@b.co', SMTP_USER: 'u' })).toThrow(
      /SMTP_PASSWORD: SMTP_USER and SMTP_PASSWORD go together/,
    );
    expect(() => loadEnv({ OWNER_EMAIL: 'owner' })).toThrow(/OWNER_EMAIL: must be an e-mail/);
  });
});
