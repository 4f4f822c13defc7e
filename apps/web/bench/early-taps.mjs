// Every tap counts (issue 22, decision 0217): each prerendered page on Lighthouse's mobile profile applied
// in real Chromium (CDP: CPU slowed 4x, 150 ms round trips, 1.6 Mbps down), alternated with the bare page.
// Per page and round, two fresh visits:
// - measured: when the main control is first on screen (a frame in which it is in the viewport), when the
//   page is interactive (the root layout's `data-hydrated`, and for a control only script serves its
//   `tap-live <key>` mark, src/shared/early-taps.ts), and the main thread's task time until then (CDP
//   Performance.getMetrics TaskDuration); the bare page's first paint and task time until its load;
// - tapped: the control is tapped as soon as it is visible, and what it says must follow (the link's page,
//   the dialog, the next step).
// The functions handed to addInitScript and page.evaluate run in the page, where these exist.
/* global window, document, requestAnimationFrame, MutationObserver, IntersectionObserver */
import { chromium, devices } from 'playwright-core';
import { browserPath } from '../../../scripts/browser-path.mjs';
import { slowPhone } from '../../../scripts/phone-profile.mjs';

/**
 * The main control of each prerendered page (a CSS selector), its `data-tap` key if script serves it, and
 * its outcome; for a control script serves, the `answer` that shows in the page (a CSS selector, with a
 * text), timed from the page's interactive instant (issue 39).
 */
export const earlyTapPages = [
  { path: '/', control: 'header a[href="/onboarding"]', outcome: { url: /\/onboarding$/ } },
  {
    path: '/#contact',
    control: '[data-tap="booking-trigger"]',
    key: 'booking-trigger',
    outcome: { role: ['dialog', { name: 'Schedule Your Free Assessment' }] },
    answer: { selector: '[role="dialog"]' },
  },
  {
    path: '/pricing',
    control: 'main a[href="/onboarding/welcome"]',
    outcome: { url: /\/onboarding\/welcome$/ },
  },
  { path: '/privacy-policy', control: 'header a[href="/onboarding"]', outcome: { url: /\/onboarding$/ } },
  {
    path: '/onboarding/welcome',
    control: '[data-tap="welcome-start"]',
    key: 'welcome-start',
    outcome: { role: ['heading', { level: 1, name: "What's your name?" }] },
    answer: { selector: 'h1', text: "What's your name?" },
  },
];

/**
 * Records, in the page, when `selector` is first in the viewport and when the page marks itself hydrated.
 * Cheap on purpose, since it runs in the measured main thread (decision 0273): a frame callback looks the
 * control up until it exists, then an IntersectionObserver, which the browser feeds from its own layout,
 * says when it is on screen (reading its box every frame forced a style and layout each frame instead:
 * 50-150 ms of a phone's main thread our pages were charged and the bare page was not).
 */
function observeControl(selector) {
  window.__bench = { controlAt: null, hydratedAt: null };
  const frame = () => {
    const el = document.querySelector(selector);
    if (!el) return requestAnimationFrame(frame);
    new IntersectionObserver((entries, observer) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      window.__bench.controlAt = entries[0].time;
      observer.disconnect();
    }).observe(el);
  };
  requestAnimationFrame(frame);
  new MutationObserver((_, observer) => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    window.__bench.hydratedAt = performance.now();
    // For the main-thread trace (main-thread-trace.mjs): the instant on the trace's clock.
    performance.mark('bench hydrated');
    observer.disconnect();
    // The document itself: this runs before the <html> element exists.
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
}

/** Records, in the page, when the answer to a tap first shows (`window.__answerAt`). */
function observeAnswer({ selector, text }) {
  const shown = () => {
    const el = document.querySelector(selector);
    return el !== null && (!text || el.textContent.includes(text));
  };
  new MutationObserver((_, observer) => {
    if (!shown()) return;
    window.__answerAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
}

/** A fresh phone (Pixel 7) on Lighthouse's mobile profile, its CDP session with Performance metrics on. */
export async function phone(browser, selector) {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  if (selector) await page.addInitScript(observeControl, selector);
  const cdp = await context.newCDPSession(page);
  await slowPhone(cdp);
  await cdp.send('Performance.enable');
  /** The main thread's task time so far, and its script, style and layout parts (CDP metrics, in ms). */
  const mainThread = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const ms = (name) => Math.round(metrics.find((m) => m.name === name).value * 1000);
    return {
      mainThreadMs: ms('TaskDuration'),
      scriptMs: ms('ScriptDuration'),
      styleLayoutMs: ms('RecalcStyleDuration') + ms('LayoutDuration'),
    };
  };
  return { page, context, mainThread, close: () => context.close() };
}

/** The bare page: its first paint and the main thread's task time once it has loaded. */
async function measureBare(browser, url) {
  const { page, mainThread, close } = await phone(browser);
  try {
    await page.goto(url, { waitUntil: 'load' });
    // The load event of so small a page can come before its first paint: wait for the paint's entry.
    const fcpMs = await page.evaluate(
      () =>
        new Promise((resolve) =>
          new PerformanceObserver((list) => {
            const fcp = list.getEntriesByName('first-contentful-paint')[0];
            if (fcp) resolve(fcp.startTime);
          }).observe({ type: 'paint', buffered: true }),
        ),
    );
    return { firstPaintMs: Math.round(fcpMs), ...(await mainThread()) };
  } finally {
    await close();
  }
}

/**
 * Resolves once the page is hydrated and, for a control only script serves, that control is live: told by
 * the page's own marks (`bench hydrated`, `tap-live <key>`) rather than by polling every frame, which would
 * add work to the main thread being measured.
 */
export function untilInteractive(page, spec) {
  const interactive = (key) =>
    new Promise((resolve) => {
      const ready = () =>
        window.__bench.hydratedAt !== null &&
        (!key || performance.getEntriesByName(`tap-live ${key}`, 'mark').length > 0);
      if (ready()) return resolve();
      new PerformanceObserver((_, observer) => {
        if (!ready()) return;
        observer.disconnect();
        resolve();
      }).observe({ type: 'mark' });
    });
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${page.url()} was not interactive within 60 s`)), 60_000);
  });
  return Promise.race([page.evaluate(interactive, spec.key ?? null), timeout]).finally(() =>
    clearTimeout(timer),
  );
}

/** One visit without a tap: control on screen, interactive, and the main thread's work until then. */
export async function measurePage(browser, url, spec) {
  const { page, mainThread, close } = await phone(browser, spec.control);
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await untilInteractive(page, spec);
    const work = await mainThread();
    const { controlAt, interactiveAt } = await page.evaluate((key) => {
      const live = key ? performance.getEntriesByName(`tap-live ${key}`, 'mark')[0].startTime : 0;
      return {
        controlAt: window.__bench.controlAt,
        interactiveAt: Math.max(window.__bench.hydratedAt, live),
      };
    }, spec.key ?? null);
    return {
      controlPaintMs: Math.round(controlAt),
      interactiveMs: Math.round(interactiveAt),
      paintToInteractiveMs: Math.round(interactiveAt - controlAt),
      ...work,
    };
  } finally {
    await close();
  }
}

/**
 * One visit with a tap as soon as the control shows: was it before hydration, and did it do what it says?
 * For a control script serves, also: did the control show at once that the tap counted (busy, or already
 * answered), and how long after the page was interactive (or after the tap, if later) did the answer show?
 */
async function tapEarly(browser, url, spec) {
  const { page, close } = await phone(browser, spec.answer ? spec.control : undefined);
  try {
    if (spec.answer) await page.addInitScript(observeAnswer, spec.answer);
    await page.goto(url, { waitUntil: 'commit' });
    const control = page.locator(spec.control);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    const beforeHydration = await page.evaluate(() => document.documentElement.dataset.hydrated !== 'true');
    const tapAt = spec.answer ? await page.evaluate(() => performance.now()) : 0;
    await control.tap();
    const busyAtOnce = spec.answer
      ? await page.evaluate(
          (selector) =>
            window.__answerAt !== undefined ||
            document.querySelector(selector)?.hasAttribute('data-busy') === true,
          spec.control,
        )
      : undefined;
    const outcome = spec.outcome.url
      ? page.waitForURL(spec.outcome.url, { timeout: 60_000 })
      : page.getByRole(...spec.outcome.role).waitFor({ state: 'visible', timeout: 60_000 });
    const ok = await outcome.then(
      () => true,
      () => false,
    );
    if (ok && spec.answer) {
      await untilInteractive(page, spec);
      const answerAfterInteractiveMs = await page.evaluate(
        ({ key, tappedAt }) => {
          const live = performance.getEntriesByName(`tap-live ${key}`, 'mark')[0]?.startTime ?? 0;
          const from = Math.max(window.__bench.hydratedAt, live, tappedAt);
          return Math.round(window.__answerAt - from);
        },
        { key: spec.key, tappedAt: tapAt },
      );
      return { beforeHydration, ok, busyAtOnce, answerAfterInteractiveMs };
    }
    if (ok) return { beforeHydration, ok };
    // What the page showed instead, for the log: its address, its heading, the taps still held.
    const seen = await page.evaluate(() => ({
      url: window.location.href,
      heading: document.querySelector('h1')?.textContent ?? null,
      held: window.__earlyTaps?.q ?? null,
    }));
    return { beforeHydration, ok, seen };
  } finally {
    await close();
  }
}

/**
 * `rounds` rounds of: the bare page, then per page a measured visit and a tapped visit. Returns the raw
 * rounds per page (and the bare page's), summarized by the caller.
 */
export async function measureEarlyTaps(baseUrl, bareUrl, rounds, log) {
  const browser = await chromium.launch({ executablePath: browserPath, args: ['--no-sandbox'] });
  try {
    const bare = [];
    const pages = Object.fromEntries(earlyTapPages.map((p) => [p.path, []]));
    for (let round = 1; round <= rounds; round++) {
      bare.push(await measureBare(browser, bareUrl));
      for (const spec of earlyTapPages) {
        const url = new URL(spec.path, baseUrl).href;
        const figures = {
          ...(await measurePage(browser, url, spec)),
          ...(await tapEarly(browser, url, spec)),
        };
        pages[spec.path].push(figures);
        log(
          `round ${round}/${rounds} ${spec.path}: control ${figures.controlPaintMs} ms, interactive ` +
            `${figures.interactiveMs} ms, main thread ${figures.mainThreadMs} ms (script ${figures.scriptMs}, ` +
            `style and layout ${figures.styleLayoutMs}; bare ${bare.at(-1).mainThreadMs} ms), ` +
            `early tap ${figures.ok ? 'served' : `LOST (${JSON.stringify(figures.seen)})`}` +
            `${figures.beforeHydration ? ' (before hydration)' : ''}` +
            (figures.answerAfterInteractiveMs === undefined
              ? ''
              : `, answered ${figures.answerAfterInteractiveMs} ms after interactive` +
                `${figures.busyAtOnce ? ', busy at once' : ', NOT shown busy'}`),
        );
      }
    }
    return { bare, pages };
  } finally {
    await browser.close();
  }
}
