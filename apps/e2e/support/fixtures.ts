import { test as base, expect, type LaunchOptions, type Page } from '@playwright/test';
import { startWorkerServers } from './worker-servers';

/**
 * The shared test fixture: the worker's own server and its base URL, and a guard that
 * fails any test during which the page logged a console error or threw, unless the test expects it
 * with `consoleErrors.allow(/pattern/)`.
 */
interface ConsoleGuard {
  allow(pattern: RegExp): void;
  messages: string[];
}

export const test = base.extend<
  { consoleErrors: ConsoleGuard; ownBrowser: LaunchOptions | undefined },
  { workerServers: void }
>({
  // Each worker's own receiver and server (decision 0237), unless the run uses one started by hand.
  workerServers: [
    async ({}, use, workerInfo) => {
      if (process.env.PW_EXTERNAL_SERVER) return use();
      const stop = await startWorkerServers(process.env.PW_RUN_DIR ?? '', workerInfo.workerIndex);
      await use();
      await stop();
    },
    // A start on a loaded 2-core machine can take a while; the default 60 s is a test's budget.
    { scope: 'worker', auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerServers }, use) => {
    void workerServers;
    await use(process.env.PW_BASE_URL);
  },
  /**
   * A test that needs a browser launched otherwise than the run's (the full browser, extra flags) sets
   * `test.use({ ownBrowser: launchOptions })`: its context and page come from a browser launched for it.
   * Setting `launchOptions` in a file instead would give that file a Playwright worker of its own, with
   * another receiver and server it does not use (decision 0289).
   */
  ownBrowser: [undefined, { option: true }],
  context: async ({ context, ownBrowser, baseURL, playwright }, use) => {
    if (!ownBrowser) return use(context);
    const browser = await playwright.chromium.launch(ownBrowser);
    const own = await browser.newContext(baseURL ? { baseURL } : {});
    await use(own);
    await browser.close();
  },
  consoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const messages: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error') messages.push(msg.text());
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      await use({ allow: (p) => allowed.push(p), messages });
      expect(messages.filter((m) => !allowed.some((p) => p.test(m)))).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens `path` and waits until React has hydrated it (the root layout marks `<html data-hydrated>`), and
 * two frames more: the updates that hydration's effects schedule (Headless UI's tabs registering, which
 * removes the hidden focus sentinel the prerendered HTML holds) have committed by then.
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

export { expect };
