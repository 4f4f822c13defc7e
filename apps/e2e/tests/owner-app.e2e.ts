/**
 * The owner area as an app on the phone (decisions 0214, 0215): its service worker is served under
 * /admin/ only and controls nothing else, the public pages carry no trace of it, and Settings → Alerts on
 * this device renders axe-clean at 390 px. Chromium headless here has no push service, so subscribing is
 * not driven here: the server test decrypts real pushes, the web unit test drives the section.
 */
import { expectNoAxeViolations } from '../support/a11y';
import { signInAt } from '../support/admin';
import { browserPath, CHROMIUM_ARGS } from '../support/browser-path';
import { expect, gotoHydrated, test } from '../support/fixtures';

const PUBLIC_PAGES = ['/', '/pricing', '/privacy-policy', '/onboarding/welcome'];

test.describe('the owner area as an app', () => {
  test('the service worker and manifest live under /admin/ only; /sw.js is no worker', async ({
    request,
  }) => {
    const root = await request.get('/sw.js');
    expect(root.status()).toBe(404);
    expect(root.headers()['content-type']).not.toMatch(/javascript/);
    const sw = await request.get('/admin/sw.js');
    expect(sw.status()).toBe(200);
    expect(sw.headers()['content-type']).toMatch(/javascript/);
    expect(sw.headers()['service-worker-allowed']).toBeUndefined();
    expect(await sw.text()).toContain("addEventListener('push'");
    const manifest = (await (await request.get('/admin/manifest.webmanifest')).json()) as Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ scope: '/admin/', start_url: '/admin/leads', display: 'standalone' });
  });

  test('the public pages register no worker and link no owner manifest', async ({ page, request }) => {
    for (const path of PUBLIC_PAGES) {
      const html = await (await request.get(path)).text();
      expect(html, path).not.toMatch(/serviceWorker|sw\.js|admin\/manifest/);
    }
    await gotoHydrated(page, '/');
    await page.waitForLoadState('load');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(
      0,
    );
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });

  // Push messaging is in the full browser only, not in the headless shell (decisions 0283, 0289).
  test.describe('in the full browser', () => {
    test.use({ ownBrowser: { executablePath: browserPath, args: CHROMIUM_ARGS } });
    test('an owner page installs the owner area: its manifest, its worker scoped to /admin/, axe-clean at 390 px', async ({
      page,
      context,
    }) => {
      // Headless Chromium may answer "denied" to a permission nobody was asked for: grant it as a person would.
      await context.grantPermissions(['notifications']);
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAt(page, '/admin/settings');
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/admin/manifest.webmanifest',
      );
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe('/admin/');
      const section = page.getByRole('region', { name: 'Alerts on this device' });
      await expect(section).toBeVisible();
      await expect(section.getByText('No device gets push alerts yet.')).toBeVisible();
      await expect(section.getByRole('button', { name: 'Turn on alerts on this device' })).toBeEnabled();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expectNoAxeViolations(page);
    });
  });
});
