import { CHROMIUM_ARGS, headlessShellPath } from '../support/browser-path';
import { freePort } from '../support/processes';
import { startOwnServer } from '../support/server-control';
import { expect, expectScreen, hookStages, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';

/**
 * An owner trying the site from another machine on the LAN reaches it over plain http by a name that is
 * not localhost: not a secure context, so `crypto.randomUUID` does not exist there. Chromium resolves
 * the made-up name to a real server on 127.0.0.1. That server runs in development mode: in production
 * the content security policy upgrades every request to https (the site is deployed behind TLS).
 */
const LAN_HOST = 'pressure-wash.lan';
const port = await freePort();

test.use({
  baseURL: `http://${LAN_HOST}:${port}`,
  ownBrowser: {
    executablePath: headlessShellPath,
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`],
  },
});

let stop = async () => {};
test.beforeAll(async () => {
  stop = await startOwnServer(port, { dataDirPrefix: 'pw-e2e-lan-', env: { NODE_ENV: 'development' } });
});
test.afterAll(() => stop());

test('the wizard works on a plain-http origin that is not localhost (no crypto.randomUUID)', async ({
  page,
  consoleErrors,
}) => {
  // Chromium's own note that COOP needs a trustworthy origin: true, and the point of this test.
  consoleErrors.allow(/Cross-Origin-Opener-Policy header has been ignored/);
  const p = aProspect();
  const w = new WizardDriver(page);
  await w.start();
  expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.randomUUID])).toEqual([
    false,
    'undefined',
  ]);
  await w.toAddress(p);
  await expect.poll(() => hookStages(p.email)).toEqual(['contact_completed']);
  const visitId = await page.evaluate(() => localStorage.getItem('pw_visit_id'));
  expect(visitId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  await w.fillAddress(p);
  await w.continue();
  await expectScreen(page, HEADINGS['property-type'], 'property-type');
  await expect.poll(() => hookStages(p.email)).toEqual(['contact_completed', 'address_completed']);
});
