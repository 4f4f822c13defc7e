import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, headlessShellPath } from './support/browser-path';

const reportsDir = process.env.REPORTS_DIR;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  outputDir: 'test-results/artifacts',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Each worker has its own server and store (decision 0237): two on a 2-core machine.
  workers: Number(process.env.PW_WORKERS ?? 2),
  // Limits for a hung test, not a speed verdict: about four times a test's time on a loaded host of this
  // kind, whose speed differs by 2.5x from host to host (CI failed a 25 s test at 60 s).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: reportsDir ? [['list'], ['json', { outputFile: `${reportsDir}/e2e.json` }]] : [['list']],
  use: {
    screenshot: 'only-on-failure',
    // Recording a trace of every test (kept only on failure) cost about 9 % of the suite's CPU (decision
    // 0277): off unless PW_TRACE=1, e.g. to chase a failure; a failure still leaves its screenshot and
    // error context (the page's accessibility snapshot).
    trace: process.env.PW_TRACE === '1' ? 'retain-on-failure' : 'off',
    // Debian's headless shell of the same Chromium runs the tests for about half the full browser's
    // CPU (decision 0283). A test that needs another browser or other flags launches its own
    // (`test.use({ ownBrowser })`, support/fixtures.ts), in the same workers (decision 0289).
    launchOptions: { executablePath: headlessShellPath, args: CHROMIUM_ARGS },
  },
});
