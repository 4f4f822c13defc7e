import { expectNoAxeViolations } from '../support/a11y';
import type { Page } from '@playwright/test';
import { svgDataUrl } from '../../web/scripts/svg-data-url.mjs';
import { expect, gotoHydrated, test } from '../support/fixtures';

test.describe('pricing page', () => {
  test('Residential first, Commercial on its tab, each a Service Type / Price table', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    await expect(page).toHaveTitle(/Palm Beach County Pricing/);
    await expect(page.getByRole('heading', { level: 1, name: 'Palm Beach County Pricing' })).toBeVisible();
    const residential = page.getByRole('tab', { name: 'Residential' });
    await expect(residential).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('columnheader')).toHaveText(['Service Type', 'Price']);
    await expect(panel.getByRole('row', { name: 'Roof Cleaning $500' })).toBeVisible();
    await expect(panel.getByRole('row')).toHaveCount(6);
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Commercial' }).click();
    await expect(page.getByRole('tab', { name: 'Commercial' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('row', { name: 'Dumpster Pads $250' })).toBeVisible();
    await expect(page.getByRole('tabpanel').getByRole('row')).toHaveCount(5);

    await page.keyboard.press('ArrowLeft');
    await expect(residential).toHaveAttribute('aria-selected', 'true');
    await expect(residential).toBeFocused();
    await expect(page.getByText(/premium Palm Beach County pricing/)).toBeVisible();
  });

  test('before its script runs, Tab never lands on a control hidden from screen readers', async ({
    browser,
  }) => {
    // The prerender takes any control hidden from screen readers out of the tab order
    // (scripts/hidden-focusables.mjs; Headless UI's tabs had one until decision 0305). With JavaScript
    // off, the page stays prerendered.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: process.env.PW_BASE_URL });
    const page = await context.newPage();
    await page.goto('/pricing');
    const stops: string[] = [];
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        return `${el.closest('[aria-hidden="true"]') ? 'HIDDEN ' : ''}${el.tagName} ${el.textContent?.trim().slice(0, 30)}`;
      });
      if (stop === null) break;
      stops.push(stop);
    }
    expect(stops).toContainEqual(expect.stringMatching(/^BUTTON Residential/));
    expect(stops.filter((s) => s.startsWith('HIDDEN'))).toEqual([]);
    await context.close();
  });

  test('Get Your Quote goes to the wizard welcome', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    await page.getByRole('link', { name: 'Get Your Quote' }).click();
    await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  });
});

test.describe('privacy policy', () => {
  test('ten numbered sections, last updated April 3, 2025, contact details', async ({ page }) => {
    await gotoHydrated(page, '/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText('Last updated: April 3, 2025')).toBeVisible();
    const headings = page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d+\. / });
    await expect(headings).toHaveText([
      /^1\. Introduction/,
      /^2\. Information We Collect/,
      /^3\. How We Use/,
      /^4\. How We Share/,
      /^5\. Cookies/,
      /^6\. Data Security/,
      /^7\. Your Rights/,
      /^8\. Children's Privacy/,
      /^9\. Changes/,
      /^10\. Contact Us/,
    ]);
    await expect(page.getByText(/not directed to people under 18/)).toBeVisible();
    await expect(page.getByText(/do not sell your personal information/)).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'hello@palmbeachpressurepros.example' })).toBeVisible();
    await expect(main.getByRole('link', { name: '(561) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+15615550142',
    );
    await expect(main.getByText(/123 Clematis Street/)).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('not-found page', () => {
  test('shows 404 with a way home and logs the unknown path', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/^404 Error: User attempted to access non-existent route: \/no-such-page$/);
    // The server answers a real 404 status (no soft 404 for search engines); Chromium reports it too.
    consoleErrors.allow(/Failed to load resource: the server responded with a status of 404/);
    expect((await page.request.get('/no-such-page')).status()).toBe(404);
    expect((await page.request.get('/onboarding/contact')).status()).toBe(200);
    const logged = page.waitForEvent('console', (m) => m.text().includes('non-existent route'));
    await gotoHydrated(page, '/no-such-page');
    expect((await logged).text()).toBe(
      '404 Error: User attempted to access non-existent route: /no-such-page',
    );
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Trusted Pressure Washing');
  });
});

/** A published SVG as the prerender writes it into a page (decisions 0199 and 0202). */
async function dataUrlOf(page: Page, file: string): Promise<string> {
  return svgDataUrl(await (await page.request.get(file)).text());
}

test.describe('search and install files', () => {
  test('robots.txt, sitemap.xml, manifest and favicon are served', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(await robots.text()).toContain('Sitemap: ');
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/', '/pricing', '/privacy-policy'])
      expect(sitemap).toContain(`.example${path}</loc>`);
    const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string };
    expect(manifest.name).toBe('Palm Beach Pressure Pros');
    expect((await request.get('/favicon.svg')).headers()['content-type']).toContain('svg');
    expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');
  });

  test('a prerendered page shows its icon without a request and links the manifest once painted', async ({
    page,
  }) => {
    // Decision 0199: neither may be fetched before the first paint.
    await gotoHydrated(page, '/privacy-policy');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      await dataUrlOf(page, '/favicon.svg'),
    );
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
  });

  test('the pictures painted with the page are in it: no image is fetched or preloaded before the first paint', async ({
    page,
  }) => {
    // Decision 0202: the hero image on / and the avatar on the welcome are data URLs of the published files.
    for (const [path, file] of [
      ['/', '/images/before-after.svg'],
      ['/onboarding/welcome', '/images/persona.svg'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html).not.toMatch(/<link rel="preload" as="image"/);
      expect(html).not.toContain(`src="${file}"`);
      expect(html).toContain(`src="${await dataUrlOf(page, file)}"`);
    }
    // / is hydrated, and hydration keeps the prerendered picture (the welcome's app renders the file later).
    await gotoHydrated(page, '/');
    const hero = page.getByRole('img', { name: /^A driveway/ });
    await expect(hero).toHaveAttribute('src', await dataUrlOf(page, '/images/before-after.svg'));
    expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test('the published scripts carry no source maps (they would hand out the whole web source)', async ({
    request,
  }) => {
    // The prerendered page names its scripts in the inline loader that runs after the first paint.
    const html = await (await request.get('/')).text();
    const scripts = [...new Set([...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map(([, src]) => src!))];
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await request.get(src)).text();
      expect(js, src).not.toContain('sourceMappingURL');
      expect((await request.get(`${src}.map`)).status(), `${src}.map`).toBe(404);
    }
  });
});
