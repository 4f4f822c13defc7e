import type { Page, Request } from '@playwright/test';
import { holdScripts } from '../support/early-tap';
import { managedByReact } from '../support/renderer';
import { expect, expectScreen, test } from '../support/onboarding-fixtures';
import { aProspect, HEADINGS, WizardDriver } from '../support/onboarding-driver';

// Decision 0279: the welcome hydrates as an island, without the wizard's chart, router or schemas, and
// hands the page over to the app at the first tap or idle moment. The hand-over must not lose or double a
// tap or a capture, nor show anything but the welcome (or a returning prospect's screen) on the way.

const START = "Let's get started";

/** The wizard's captures this page sends, as `stage/currentStep` (`screen_viewed/welcome`). */
function capturesOf(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request: Request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/captures')) return;
    const { stage, currentStep } = request.postDataJSON() as { stage: string; currentStep: string };
    sent.push(`${stage}/${currentStep}`);
  });
  return sent;
}

/**
 * Counts, from the first heading on, every state of the page (as the next frame would paint it) without a
 * heading, and, once the app has taken over, with a picture not ready to paint: a blank frame or a blank
 * avatar during the hand-over.
 */
async function watchForBlanks(page: Page): Promise<() => Promise<{ blank: number; blankPicture: number }>> {
  await page.addInitScript(() => {
    let heading = false;
    const seen = { blank: 0, blankPicture: 0 };
    Object.assign(window, { blanks: seen });
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      const shown = root.querySelector('h1') !== null;
      heading ||= shown;
      if (heading && !shown) seen.blank++;
      const picture = root.querySelector('img');
      if (!root.querySelector('[data-island="welcome-start"]') && picture && !picture.complete)
        seen.blankPicture++;
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => (window as unknown as { blanks: { blank: number; blankPicture: number } }).blanks);
}

/** Holds the app's own chunk (the router and the whole app) until `release()`. */
async function holdApp(page: Page): Promise<{ release: () => void; requested: () => boolean }> {
  let release = () => {};
  let requested = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/mount-app-[^/]+\.js$/, async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

test('the welcome is interactive before the app loads; a tap then opens the name step once, with one view and one capture, and nothing blank between', async ({
  page,
}) => {
  const captures = capturesOf(page);
  const blanks = await watchForBlanks(page);
  const app = await holdApp(page);
  await page.goto('/onboarding/welcome');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The island is React's, and the app's chunk is not here: it is only asked for (at the first idle moment).
  expect(await managedByReact(page.getByRole('button', { name: START }))).toBe(true);
  await expect.poll(app.requested).toBe(true);
  await page.getByRole('button', { name: START }).click();
  await page.getByRole('button', { name: START }).click();
  // The wizard's code is still on its way: the button says at once that the tap counted.
  await expect(page.getByRole('button', { name: START })).toHaveAttribute('data-busy', '');
  app.release();
  await expectScreen(page, HEADINGS.name, 'name');
  await expect(page.getByLabel('First Name')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('[data-island="welcome-start"]')).toHaveCount(0);
  await expect.poll(() => captures.filter((c) => c.startsWith('welcome_completed/'))).toHaveLength(1);
  expect(captures.filter((c) => c === 'screen_viewed/welcome')).toHaveLength(1);
  expect(await blanks()).toEqual({ blank: 0, blankPicture: 0 });
});

test('a keyboard user who has tabbed to "Let\'s get started" keeps the focus there when the app takes over', async ({
  page,
}) => {
  const app = await holdApp(page);
  await page.goto('/onboarding/welcome');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect.poll(app.requested).toBe(true);
  const start = page.getByRole('button', { name: START });
  await start.focus();
  app.release();
  // The app's welcome replaces the island (its heading takes the focus on mount), then gives it back.
  await expect(page.locator('[data-island="welcome-start"]')).toHaveCount(0);
  await expect(start).toBeFocused();
  await page.keyboard.press('Enter');
  await expectScreen(page, HEADINGS.name, 'name');
});

test('a press on "Let\'s get started" that the app\'s arrival cuts in two still starts the wizard, once', async ({
  page,
}) => {
  const captures = capturesOf(page);
  const app = await holdApp(page);
  await page.goto('/onboarding/welcome');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect.poll(app.requested).toBe(true);
  const box = (await page.getByRole('button', { name: START }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  // The app replaces the island while the button is held down: the browser then clicks nothing.
  app.release();
  await expect(page.locator('[data-island="welcome-start"]')).toHaveCount(0);
  await page.mouse.up();
  await expectScreen(page, HEADINGS.name, 'name');
  await expect.poll(() => captures.filter((c) => c.startsWith('welcome_completed/'))).toHaveLength(1);
});

test('untouched, the welcome hands over to the wizard at the first idle moment: its view is recorded once, and Continue goes on', async ({
  page,
}) => {
  const captures = capturesOf(page);
  const blanks = await watchForBlanks(page);
  await page.goto('/onboarding/welcome');
  await expect.poll(() => captures).toContain('screen_viewed/welcome');
  await expect(page.locator('[data-island="welcome-start"]')).toHaveCount(0);
  await expectScreen(page, HEADINGS.welcome, 'welcome');
  await page.getByRole('button', { name: START }).click();
  await expectScreen(page, HEADINGS.name, 'name');
  expect(captures.filter((c) => c === 'screen_viewed/welcome')).toHaveLength(1);
  expect(await blanks()).toEqual({ blank: 0, blankPicture: 0 });
});

test('a returning prospect who taps before the script runs still resumes: the stored name on the first step, the visit recorded once', async ({
  page,
}) => {
  const email = `returning.${Date.now()}@example.com`;
  await page.addInitScript((address) => {
    localStorage.setItem('onboarding_name', 'Ann');
    localStorage.setItem('onboarding_email', address);
  }, email);
  const captures = capturesOf(page);
  const scripts = await holdScripts(page);
  await page.goto('/onboarding/welcome', { waitUntil: 'commit' });
  await page.getByRole('button', { name: START }).click();
  scripts.release();
  await expectScreen(page, HEADINGS.name, 'name');
  await expect(page.getByLabel('First Name')).toHaveValue('Ann');
  await expect.poll(() => captures.filter((c) => c.startsWith('resumed_session/'))).toHaveLength(1);
  await expect.poll(() => captures.filter((c) => c.startsWith('welcome_completed/'))).toHaveLength(1);
  expect(captures.filter((c) => c === 'screen_viewed/welcome')).toHaveLength(1);
});

test('a returning prospect who booked and taps before the script runs sees the booking, and the tap starts nothing', async ({
  page,
}) => {
  await page.addInitScript(() =>
    localStorage.setItem('pw_booking', JSON.stringify({ day: '2031-03-04', slot: '10:00 AM', hold: 'held' })),
  );
  const captures = capturesOf(page);
  const scripts = await holdScripts(page);
  await page.goto('/onboarding/welcome', { waitUntil: 'commit' });
  await page.getByRole('button', { name: START }).click();
  scripts.release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^You're booked for /);
  await expect(page).toHaveURL(/\/onboarding\/confirmation$/);
  expect(captures.filter((c) => c.startsWith('welcome_completed/'))).toEqual([]);
});

test('the welcome and the steps before the quote set up no date formatting: the analysing screen does, before Schedule Now', async ({
  page,
}) => {
  // Decision 0303: a page's first Intl.DateTimeFormat costs a phone 50-90 ms in one task; the wizard's
  // start reads no time zone, and the analysing screen, which only waits, sets it up for the scheduler.
  await page.addInitScript(() => {
    const made: string[] = [];
    const Platform = Intl.DateTimeFormat;
    const counted = function (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made.push(document.querySelector('h1')?.textContent ?? '');
      return new Platform(...args);
    };
    counted.prototype = Platform.prototype;
    Object.setPrototypeOf(counted, Platform); // its static methods
    Intl.DateTimeFormat = counted as unknown as typeof Intl.DateTimeFormat;
    Object.assign(window, { dateFormatsMadeOn: made });
  });
  const madeOn = () =>
    page.evaluate(() => (window as unknown as { dateFormatsMadeOn: string[] }).dateFormatsMadeOn);
  await page.clock.install();
  const w = new WizardDriver(page);
  await w.start();
  await w.toReview(aProspect());
  expect(await madeOn()).toEqual([]);
  await page.getByRole('button', { name: 'Confirm & Generate Quote' }).click();
  await expectScreen(page, HEADINGS.quote, 'quote');
  await page.clock.runFor(16_000);
  await expectScreen(page, HEADINGS.result, 'result');
  expect((await madeOn())[0]).toBe(HEADINGS.quote);
});
