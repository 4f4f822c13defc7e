import { devices, type Locator, type Page } from '@playwright/test';
import { earlyTapState, holdScripts, onSlowPhone } from '../support/early-tap';
import { expect, test } from '../support/fixtures';

// Every tap counts (decision 0217): on each prerendered page, on a slowed phone, the main control is
// tapped as soon as it shows, while the page's JavaScript is still held back, and does what it says.
// These tests never wait for hydration (no gotoHydrated): that is the point.
// The phone's context options; its browser type is a worker option, which would give this file a worker
// (and servers) of its own.
const { defaultBrowserType: _, ...pixel7 } = devices['Pixel 7'];
test.use(pixel7);

/** Opens `path` on a slowed phone with its JavaScript held, and waits for `control` to show. */
async function openBeforeScript(page: Page, path: string, control: (page: Page) => Locator) {
  await onSlowPhone(page);
  const scripts = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  const target = control(page);
  await target.waitFor({ state: 'visible' });
  expect((await earlyTapState(page)).hydrated).toBe(false);
  return { target, release: scripts.release };
}

/**
 * Taps `target` (a script-only control) before hydration and checks the page's inline script kept the tap
 * and shows at once that it counted: the control is busy (pressed, with a spinner) before any script.
 */
async function tapAndRecord(page: Page, target: Locator, key: string, taps = 1) {
  for (let i = 0; i < taps; i++) await target.tap();
  expect(await earlyTapState(page)).toEqual({ hydrated: false, recorded: Array<string>(taps).fill(key) });
  await expect(target).toHaveAttribute('data-busy', '');
  // Drawn busy by the prerendered stylesheet: a spinner at the control's end.
  expect(await target.evaluate((el) => getComputedStyle(el, '::after').animationName)).toBe('busy-spin');
}

test('welcome: "Let\'s get started" tapped twice before the script runs opens the first step once', async ({
  page,
}) => {
  const { target, release } = await openBeforeScript(page, '/onboarding/welcome', (p) =>
    p.getByRole('button', { name: "Let's get started" }),
  );
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await tapAndRecord(page, target, 'welcome-start', 2);
  release();
  await expect(page.getByRole('heading', { level: 1, name: "What's your name?" })).toBeFocused();
  await expect(page).toHaveURL(/\/onboarding\/name$/);
  // The tap was replayed in this document (no reload), once: the second tap did not press the name
  // step's Continue with an empty name.
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/enter your (first )?name/i)).toHaveCount(0);
});

test('welcome without its inline script: the form goes to the first step', async ({ page }) => {
  // What a browser that does not run the recorder gets: the form's own action.
  await page.route('**/onboarding/welcome', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(/<script>\(\(\)=>\{const q=[^<]*<\/script>/, '');
    await route.fulfill({ response, body: html });
  });
  const { target, release } = await openBeforeScript(page, '/onboarding/welcome', (p) =>
    p.getByRole('button', { name: "Let's get started" }),
  );
  expect((await earlyTapState(page)).recorded).toBeNull();
  await target.tap();
  release();
  // Without script the first step is the whole app's page, loaded cold: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: "What's your name?" })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page).toHaveURL(/\/onboarding\/name\??$/);
});

test('/#contact: "Schedule Your Free Assessment" tapped twice before the script runs opens one dialog', async ({
  page,
}) => {
  const { target, release } = await openBeforeScript(page, '/#contact', (p) =>
    p.getByRole('button', { name: 'Schedule Your Free Assessment' }),
  );
  await tapAndRecord(page, target, 'booking-trigger', 2);
  release();
  await expect(page.getByRole('dialog', { name: 'Schedule Your Free Assessment' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(page.getByLabel('Full Name')).toBeVisible();
  // Served: the trigger is no longer busy.
  await expect(page.locator('[data-tap="booking-trigger"]')).not.toHaveAttribute('data-busy');
});

test('/: the carousel\'s "Next review" tapped twice before the script runs moves two slides', async ({
  page,
}) => {
  const { target, release } = await openBeforeScript(page, '/#testimonials', (p) =>
    p.getByRole('button', { name: 'Next review' }),
  );
  await tapAndRecord(page, target, 'carousel-next', 2);
  release();
  await expect(page.locator('#testimonials').getByText(/^\d \/ 6$/)).toHaveText('3 / 6');
});

test('/pricing: the Commercial tab tapped before the script runs is selected', async ({ page }) => {
  const { target, release } = await openBeforeScript(page, '/pricing', (p) =>
    p.getByRole('tab', { name: 'Commercial' }),
  );
  await tapAndRecord(page, target, 'pricing-tab Commercial');
  release();
  await expect(target).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('row', { name: 'Dumpster Pads $250' })).toBeVisible();
});

for (const path of ['/', '/privacy-policy']) {
  test(`${path}: "Get a Free Quote" before the script runs is a link to the wizard`, async ({ page }) => {
    const { target, release } = await openBeforeScript(page, path, (p) =>
      p.getByRole('banner').getByRole('link', { name: 'Get a Free Quote' }),
    );
    await target.tap();
    release();
    await expect(page).toHaveURL(/\/onboarding$/);
    await expect(page.getByRole('button', { name: "Let's get started" })).toBeVisible();
  });
}
