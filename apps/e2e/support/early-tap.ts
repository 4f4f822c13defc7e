import type { Page } from '@playwright/test';
import { slowPhone } from '../../../scripts/phone-profile.mjs';

/** Lighthouse's mobile profile (the pages bench's, scripts/phone-profile.mjs) on `page`. */
export async function onSlowPhone(page: Page): Promise<void> {
  await slowPhone(await page.context().newCDPSession(page));
}

/**
 * Holds every response of the build's JavaScript until `release()` is called: the server is on the
 * loopback, so without this the script could arrive before the test's tap, and the test would prove
 * nothing. The tap is made while the page's JavaScript is still on its way, as on a phone.
 */
export async function holdScripts(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/[^?]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Whether the page has hydrated (the root layout's marker) and which taps its inline script holds (null
 * without the script).
 */
export function earlyTapState(page: Page): Promise<{ hydrated: boolean; recorded: string[] | null }> {
  return page.evaluate(() => ({
    hydrated: document.documentElement.dataset.hydrated === 'true',
    recorded: (window as { __earlyTaps?: { q: string[] } }).__earlyTaps?.q.slice() ?? null,
  }));
}
