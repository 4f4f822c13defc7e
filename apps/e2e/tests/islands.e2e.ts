import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from '../support/fixtures';
import { heldByReact, managedByReact } from '../support/renderer';

// Decision 0260: a prerendered site page hydrates its interactive parts alone; the static sections stay the
// prerendered HTML, and a link to another page of the app opens it without loading a new document.

/**
 * Records, in the page, which controls are live (`tap-live` marks) and which islands React holds at the
 * instant it says it is interactive; returns their reader.
 */
async function recordAtInteractive(
  page: Page,
): Promise<() => Promise<{ live: string[]; islands: string[] } | undefined>> {
  await page.addInitScript(`window.heldByReact = ${heldByReact.toString()}`);
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement.dataset.hydrated !== 'true') return;
      observer.disconnect();
      const live = performance.getEntriesByType('mark').map((m) => m.name);
      const islands = [...document.querySelectorAll<HTMLElement>('[data-island]')]
        .filter((c) => (window as unknown as { heldByReact: (el: Element) => boolean }).heldByReact(c))
        .map((c) => c.dataset.island);
      Object.assign(window, {
        atInteractive: { live: live.filter((name) => name.startsWith('tap-live ')), islands },
      });
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
  });
  return () =>
    page.evaluate(() => (window as { atInteractive?: { live: string[]; islands: string[] } }).atInteractive);
}

test('/ hydrates its islands only: the buttons, not the headline, the services or the navigation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await gotoHydrated(page, '/');
  for (const island of [
    page.getByRole('button', { name: 'View Our Services' }),
    page.getByRole('button', { name: 'Next review' }),
    page.getByRole('button', { name: 'Schedule Your Free Assessment' }),
    page.getByText(/© \d{4} Palm Beach Pressure Pros/),
  ])
    // The islands below the first screen hydrate at the first idle moment after (decision 0293).
    await expect.poll(() => managedByReact(island)).toBe(true);
  for (const still of [
    page.getByRole('heading', { level: 1 }),
    page.locator('#services').getByRole('heading', { name: 'Our Services' }),
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get a Free Quote' }),
  ])
    expect(await managedByReact(still)).toBe(false);
});

test('/pricing and /privacy-policy hydrate their islands only', async ({ page }) => {
  await gotoHydrated(page, '/pricing');
  expect(await managedByReact(page.getByRole('tab', { name: 'Commercial' }))).toBe(true);
  expect(await managedByReact(page.getByRole('heading', { level: 1 }))).toBe(false);
  await gotoHydrated(page, '/privacy-policy');
  await expect.poll(() => managedByReact(page.getByText(/© \d{4} Palm Beach Pressure Pros/))).toBe(true);
  expect(await managedByReact(page.getByRole('heading', { level: 1 }))).toBe(false);
});

test("on a phone, / is interactive once the first screen's island is: the rest hydrate after, without a scroll", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const atInteractive = await recordAtInteractive(page);
  await gotoHydrated(page, '/');
  expect((await atInteractive())?.live).toEqual(['tap-live view-services']);
  // Then the rest, at the first idle moment, with nobody scrolling.
  await expect.poll(() => managedByReact(page.getByRole('button', { name: 'Next review' }))).toBe(true);
  await expect.poll(() => managedByReact(page.getByText(/© \d{4} Palm Beach Pressure Pros/))).toBe(true);
  await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule Your Free Assessment' })).toBeVisible();
});

test('on a phone, /pricing is interactive once its price list, on the first screen, is live', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 839 });
  // An island is judged by all of its elements (decision 0295): the price list's first was a 0 x 0 focus
  // sentinel while its tabs were Headless UI's.
  const atInteractive = await recordAtInteractive(page);
  await gotoHydrated(page, '/pricing');
  expect((await atInteractive())?.live).toContain('tap-live pricing-tab Commercial');
});

test('on a phone, /#contact is interactive once its booking trigger is: not the carousel under the navigation bar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 412, height: 839 });
  const atInteractive = await recordAtInteractive(page);
  await gotoHydrated(page, '/#contact');
  // The testimonials carousel ends a few pixels into the viewport, under the fixed navigation bar: it
  // hydrates after, as an island near the screen does (decision 0298), not beside the trigger.
  expect(await atInteractive()).toEqual({ live: ['tap-live booking-trigger'], islands: ['contact-booking'] });
  await expect.poll(() => managedByReact(page.getByRole('button', { name: 'Next review' }))).toBe(true);
  await page.getByRole('button', { name: 'Schedule Your Free Assessment' }).click();
  await expect(page.getByRole('dialog', { name: 'Schedule Your Free Assessment' })).toBeVisible();
});

test('on a phone, /privacy-policy is interactive before React has even arrived: its first screen holds links only', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // React's chunk is held back until the page has said it is interactive.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/island-runtime-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await gotoHydrated(page, '/privacy-policy');
  const year = page.getByText(/© \d{4} Palm Beach Pressure Pros/);
  expect(await managedByReact(year)).toBe(false);
  release();
  // The footer's year is React's once its chunk arrives (decision 0295).
  await expect.poll(() => managedByReact(year)).toBe(true);
});

test('an island below the first screen hydrates as it comes near the screen, before any idle moment', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A page that is never idle: only coming near the screen hydrates an island.
  await page.addInitScript(() => Object.assign(window, { requestIdleCallback: () => 0 }));
  await gotoHydrated(page, '/');
  const next = page.getByRole('button', { name: 'Next review' });
  expect(await managedByReact(next)).toBe(false);
  await page.locator('#testimonials').scrollIntoViewIfNeeded();
  await expect.poll(() => managedByReact(next)).toBe(true);
  // The footer, more than a screen further down, still waits.
  expect(await managedByReact(page.getByText(/© \d{4} Palm Beach Pressure Pros/))).toBe(false);
  await next.click();
  await expect(page.locator('#testimonials').getByText(/^\d \/ 6$/)).toHaveText('2 / 6');
});

test('a link from a site page opens the wizard in the same document, and Back shows the page again', async ({
  page,
}) => {
  await gotoHydrated(page, '/');
  // Kept by the document: lost if the link loaded a new one.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Get a Free Quote' })
    .click();
  await expect(page).toHaveURL(/\/onboarding\/welcome$/);
  await expect(page.getByRole('button', { name: "Let's get started" })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Trusted Pressure Washing');
  await expect(page.getByRole('button', { name: 'View Our Services' })).toBeVisible();
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
});
