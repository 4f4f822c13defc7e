// The one list of where the browser tests and the pages benchmark look for a Chromium-family browser, in
// order: Debian's Chromium (this machine), Google Chrome (GitHub's Ubuntu runners, which have no
// `chromium` package). `CHROME_PATH` overrides both. The CI workflow's check
// (apps/server/test/ci-workflow.test.ts) reads this list; scripts/ensure-test-tools.sh installs the first.
import { existsSync } from 'node:fs';

const BROWSER_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/google-chrome'];

/** The browser to launch: `CHROME_PATH`, else the first candidate installed, else the first candidate. */
export const browserPath =
  process.env.CHROME_PATH ?? BROWSER_CANDIDATES.find((p) => existsSync(p)) ?? BROWSER_CANDIDATES[0];
