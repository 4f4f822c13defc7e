import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../../test/test-server.js';

describe('serving the built web app', () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pw-web-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>SPA shell</title>');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    mkdirSync(join(dir, 'pricing'));
    writeFileSync(join(dir, 'pricing', 'index.html'), '<!doctype html><title>Pricing</title>');
    writeFileSync(join(dir, 'privacy-policy.html'), '<!doctype html><title>Privacy</title>');
    s = await testServer({}, { webDir: dir });
  });
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (url: string) => s.app.inject({ url, headers: { accept: 'text/html' } });

  it('serves index.html at / and for client-side routes', async () => {
    expect((await get('/')).body).toContain('SPA shell');
    const deep = await get('/onboarding/contact');
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('SPA shell');
    expect(deep.headers['content-type']).toMatch(/text\/html/);
  });

  it('prefers the separate SPA shell when the build has one, and precompressed files', async () => {
    writeFileSync(join(dir, 'app-shell.html'), '<!doctype html><title>bare shell</title>');
    writeFileSync(join(dir, 'pricing', 'index.html.br'), 'brotli-bytes');
    const other = await testServer({}, { webDir: dir });
    try {
      expect((await other.app.inject({ url: '/onboarding/name' })).body).toContain('bare shell');
      expect((await other.app.inject({ url: '/' })).body).toContain('SPA shell');
      const br = await other.app.inject({ url: '/pricing/', headers: { 'accept-encoding': 'br' } });
      expect(br.headers['content-encoding']).toBe('br');
    } finally {
      await other.close();
    }
  });

  it('serves a Spanish path the Spanish shell (lang="es") when the build has one, a 404 too', async () => {
    writeFileSync(join(dir, 'app-shell.html'), '<!doctype html><html lang="en"><title>bare shell</title>');
    mkdirSync(join(dir, 'es'), { recursive: true });
    writeFileSync(
      join(dir, 'es', 'app-shell.html'),
      '<!doctype html><html lang="es"><title>bare shell</title>',
    );
    writeFileSync(join(dir, 'routes.json'), JSON.stringify({ exact: ['/es/manage-booking'], prefixes: [] }));
    const other = await testServer({}, { webDir: dir });
    try {
      const manage = await other.app.inject({ url: '/es/manage-booking' });
      expect([manage.statusCode, manage.body]).toEqual([200, expect.stringContaining('lang="es"')]);
      const missing = await other.app.inject({ url: '/es/no-existe' });
      expect([missing.statusCode, missing.body]).toEqual([404, expect.stringContaining('lang="es"')]);
      expect((await other.app.inject({ url: '/manage-booking' })).body).toContain('lang="en"');
      expect((await other.app.inject({ url: '/esx' })).body).toContain('lang="en"');
    } finally {
      await other.close();
      rmSync(join(dir, 'routes.json'));
      rmSync(join(dir, 'es'), { recursive: true });
    }
  });

  it('answers paths the app does not route with status 404 and the shell, per routes.json', async () => {
    writeFileSync(
      join(dir, 'routes.json'),
      JSON.stringify({ exact: ['/', '/pricing'], prefixes: ['/onboarding'] }),
    );
    const other = await testServer({}, { webDir: dir });
    try {
      const missing = await other.app.inject({ url: '/no-such-page', headers: { accept: 'text/html' } });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toContain('<!doctype html>');
      expect((await other.app.inject({ url: '/onboardingx' })).statusCode).toBe(404);
      expect((await other.app.inject({ url: '/onboarding' })).statusCode).toBe(200);
      expect((await other.app.inject({ url: '/onboarding/review' })).statusCode).toBe(200);
      expect((await other.app.inject({ url: '/pricing/' })).statusCode).toBe(200);
    } finally {
      await other.close();
      rmSync(join(dir, 'routes.json'));
    }
  });

  it('serves prerendered pages as dir/index.html or name.html', async () => {
    expect((await get('/pricing')).body).toContain('Pricing');
    expect((await get('/pricing/')).body).toContain('Pricing');
    expect((await get('/privacy-policy')).body).toContain('Privacy');
  });

  it('caches hashed assets for a year and HTML not at all', async () => {
    const asset = await get('/assets/app-abc123.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/onboarding')).headers['cache-control']).toBe('no-cache');
  });

  it('answers unknown API paths with a JSON 404, not the SPA', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'not_found', message: 'No route GET /api/nothing-here' });
    expect((await s.app.inject({ method: 'POST', url: '/api/captures/x', payload: {} })).statusCode).toBe(
      404,
    );
  });

  it('does not serve files outside the app folder', async () => {
    const res = await get('/..%2f..%2fetc%2fpasswd');
    expect(res.body).not.toContain('root:');
  });

  it('sends security headers and a CSP that allows Google Maps and nothing inline for scripts', async () => {
    const res = await get('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' https:\/\/maps\.googleapis\.com/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    const api = await s.app.inject({ url: '/healthz' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.json()).toEqual({ ok: true, store: 'pglite' });
  });

  it("allows the build's inline scripts by the hashes in its csp.json, and nothing else inline", async () => {
    const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
    writeFileSync(
      join(dir, 'csp.json'),
      JSON.stringify({ scriptSrc: [hash, "'unsafe-inline'", 'https://evil.example'] }),
    );
    const other = await testServer({}, { webDir: dir });
    try {
      const csp = String((await other.app.inject({ url: '/' })).headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).toContain(hash);
      expect(scriptSrc).not.toContain('unsafe-inline');
      expect(scriptSrc).not.toContain('evil.example');
    } finally {
      await other.close();
      rmSync(join(dir, 'csp.json'));
    }
  });
});
