import { defineConfig } from '@playwright/test';

const reportsDir = process.env.REPORTS_DIR;

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.e2e.ts',
  workers: 1,
  reporter: reportsDir ? [['list'], ['json', { outputFile: `${reportsDir}/e2e.json` }]] : [['list']],
  use: {
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    screenshot: 'only-on-failure',
  },
});
