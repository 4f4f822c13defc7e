// The one list of where the browser tests and the pages benchmark look for a Chromium-family browser, in
// order: Debian's Chromium (this machine), Google Chrome (GitHub's Ubuntu runners, which have no
// `chromium` package). `CHROME_PATH` overrides both. The CI workflow's check
// (apps/server/test/ci-workflow.test.ts) reads this list; scripts/ensure-test-tools.sh installs the first.
import { existsSync } from 'node:fs';

const BROWSER_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/google-chrome'];

/** The browser to launch: `CHROME_PATH`, else the first candidate installed, else the first candidate. */
export const browserPath =
  process.env.CHROME_PATH ?? BROWSER_CANDIDATES.find((p) => existsSync(p)) ?? BROWSER_CANDIDATES[0];

/**
 * Debian's build of the same Chromium without the browser around it (package `chromium-headless-shell`,
 * "old headless"; decision 0283): what Playwright itself runs for headless tests. The browser tests run
 * in it for about half the full browser's CPU; the few that need what only the full browser has (push
 * messaging) and the pages benchmark (what a prospect's browser does) use `browserPath`. Where it is not
 * installed (GitHub's runners, `CHROME_PATH` set), the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const headlessShellPath =
  !process.env.CHROME_PATH && existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : browserPath;
