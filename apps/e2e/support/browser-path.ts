import { existsSync } from 'node:fs';

/**
 * Where the browser tests look for a Chromium-family browser, in order: Debian's Chromium (this machine),
 * Google Chrome (GitHub's Ubuntu runners, which have no `chromium` package). `CHROME_PATH` overrides both.
 * The CI workflow's check (apps/server/test/ci-workflow.test.ts) reads this list.
 */
export const BROWSER_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/google-chrome'];

/** The browser every test launches: `CHROME_PATH`, else the first candidate installed. */
export const browserPath =
  process.env.CHROME_PATH ?? BROWSER_CANDIDATES.find((p) => existsSync(p)) ?? BROWSER_CANDIDATES[0]!;
