// The wizard on a phone: the whole journey (welcome to booked appointment) in real Chromium with the
// CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), reading the browser's Event Timing entries
// (PerformanceObserver 'event', durationThreshold 16: the entries INP is made of). Each step-to-step
// move is one interaction; its figure is the longest event of that interaction (input delay,
// processing and the time to the next paint).
// The functions handed to page.evaluate and addInitScript run in the page, where these exist.
/* global window, document, requestIdleCallback */
import { chromium, devices } from 'playwright-core';
import { browserPath } from '../../../scripts/browser-path.mjs';

/** Smallest duration the Event Timing API reports; a move with no entry responded faster than this. */
export const EVENT_THRESHOLD_MS = 16;

function observeEvents() {
  window.__benchEvents = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId)
        window.__benchEvents.push({ id: e.interactionId, start: e.startTime, duration: e.duration });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Waits until the wizard shows a new screen: a different h1, focused (the wizard focuses each heading). */
async function nextScreen(page, previous) {
  await page.waitForFunction(
    (prev) => {
      const h1 = document.querySelector('h1');
      return h1 && h1.textContent !== prev && document.activeElement === h1;
    },
    previous,
    { timeout: 60_000 },
  );
  return page.locator('h1').textContent();
}

/** A fresh phone-sized page (Pixel 7) with the CPU slowed 4x and the event observer installed. */
async function phonePage(browser) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.addInitScript(observeEvents);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** The longest of ten moves on the trivial step page (serve.mjs), same browser, slowdown and load. */
async function measureReference(browser, url) {
  const page = await phonePage(browser);
  await page.goto(url);
  for (let i = 0; i < 10; i++) {
    const screen = await page.locator('h1').textContent();
    await page.getByRole('button', { name: 'Continue' }).click();
    await nextScreen(page, screen);
  }
  await page.waitForTimeout(500);
  const events = await page.evaluate(() => window.__benchEvents);
  await page.context().close();
  return Math.round(Math.max(EVENT_THRESHOLD_MS, ...events.map((e) => e.duration)));
}

/**
 * Walks the journey; returns every step move (from, to, the longest event of its interaction) and the
 * journey's INP (its longest interaction of all, typing and ticking included: under 50 interactions
 * INP is the worst one).
 */
export async function measureWizard(baseUrl, referenceUrl) {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  try {
    const referenceInpMs = await measureReference(browser, referenceUrl);
    const page = await phonePage(browser);
    await page.goto(new URL('/onboarding/welcome', baseUrl).href);
    let screen = await nextScreen(page, '');
    // A person reads the welcome before the first tap: start once the page has loaded and gone idle.
    // (Work the page does while loading is what TBT budgets; here each move is measured on its own.)
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestIdleCallback(r, { timeout: 5000 })));
    const moves = [];
    const now = () => page.evaluate(() => performance.now());
    /** Performs `act`, which moves the wizard to its next screen, and records the window it took. */
    const move = async (act) => {
      const from = screen;
      const start = await now();
      await act();
      screen = await nextScreen(page, from);
      moves.push({ from, to: screen, start, end: await now() });
    };
    const button = (name) => page.getByRole('button', { name, exact: true });

    await move(() => button("Let's get started").click());
    await page.getByLabel('First Name').fill('Ann');
    await move(() => button('Continue').click());
    await page.getByLabel('Email Address').fill(`ann.${Date.now()}@example.com`);
    await page.getByLabel('Phone Number').pressSequentially('5615550123');
    await move(() => button('Continue').click());
    await page.getByLabel('Property Location').fill('100 Ocean Blvd, Jupiter, FL 33477');
    await move(() => button('Continue').click());
    await page.getByRole('radio', { name: 'Residential' }).check();
    await move(() => button('Next').click());
    await page.getByRole('checkbox', { name: 'House Exterior' }).check();
    await page.getByRole('checkbox', { name: 'Roof Cleaning' }).check();
    await move(() => button('Continue').click());
    await move(() => button('Back').click());
    await move(() => button('Continue').click());
    await move(() => button('Confirm & Generate Quote').click());
    // The analysing screen moves on by itself after its timed messages (no interaction).
    screen = await nextScreen(page, screen);
    await move(() => button('Schedule Now').click());
    await page.getByRole('gridcell').getByRole('button', { disabled: false }).first().click();
    await page
      .getByRole('group', { name: 'Select Time Slot' })
      .getByRole('button')
      .and(page.locator(':enabled'))
      .first()
      .click();
    await move(() => button('Confirm Appointment').click());

    // Event Timing entries arrive after the paint they wait for: give the last ones time to land.
    await page.waitForTimeout(1000);
    const events = await page.evaluate(() => window.__benchEvents);
    const longest = (list) => Math.round(Math.max(EVENT_THRESHOLD_MS, ...list.map((e) => e.duration)));
    const byInteraction = new Map();
    for (const e of events) byInteraction.set(e.id, Math.max(byInteraction.get(e.id) ?? 0, e.duration));
    return {
      referenceInpMs,
      cpuSlowdown: 4,
      device: 'Pixel 7 (Playwright descriptor)',
      moves: moves.map(({ from, to, start, end }) => ({
        from,
        to,
        inpMs: longest(events.filter((e) => e.start >= start && e.start <= end)),
      })),
      interactions: byInteraction.size,
      journeyInpMs: longest(events),
    };
  } finally {
    await browser.close();
  }
}
