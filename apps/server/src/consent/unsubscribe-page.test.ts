/** The unsubscribe page names the business and wears the site's colours, from the web build's site.json (decision 0312). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unsubscribePath, type SiteIdentity } from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from '../../test/test-server.js';
import { unsubscribeToken } from './unsubscribe-token.js';

const SECRET = 'a test secret that is long enough to seal links';
const site: SiteIdentity = {
  businessName: 'Bob & Sons Washing',
  siteUrl: 'https://bob.example',
  colors: { header: '#123456', action: '#abcdef' },
};
const path = unsubscribePath(unsubscribeToken(SECRET, { channel: 'email', address: 'dee@example.com' }));

describe('the unsubscribe page', () => {
  let dir: string;
  let s: TestServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pw-site-'));
    writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
    s = await testServer({ LINK_SECRET: SECRET }, { webDir: dir });
  });
  afterAll(async () => {
    await s.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("names the business (escaped) in its header, title and sentences, in the site's colours", async () => {
    const confirm = (await s.app.inject({ method: 'GET', url: path })).body;
    const name = 'Bob &#38; Sons Washing';
    expect(confirm).toContain(`<header><a href="/">${name}</a></header>`);
    expect(confirm).toContain(`<title>Unsubscribe from follow-up e-mails | ${name}</title>`);
    expect(confirm).toContain(`Stop follow-up e-mails from ${name} about your quote to d***@example.com?`);
    expect(confirm).toContain('header{background:#123456;');
    expect(confirm).toContain('background:#abcdef;');
    const done = await s.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.body).toContain(`${name} will not send follow-up e-mails to d***@example.com again.`);
    const unknown = await s.app.inject({ method: 'GET', url: unsubscribePath('not-a-token') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain(`ask ${name} to stop`);
  });

  it('keeps working, unnamed, without a site.json in its shape', async () => {
    writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, colors: { header: 'red' } }));
    const other = await testServer({ LINK_SECRET: SECRET }, { webDir: dir });
    try {
      const confirm = (await other.app.inject({ method: 'GET', url: path })).body;
      expect(confirm).not.toContain('<header>');
      expect(confirm).toContain('Stop follow-up e-mails from us about your quote');
      expect(confirm).toContain('<button type="submit">Unsubscribe</button>');
    } finally {
      await other.close();
    }
  });
});
