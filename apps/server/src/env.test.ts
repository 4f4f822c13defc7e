import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

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
});
