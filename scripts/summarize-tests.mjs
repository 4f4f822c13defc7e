// Sums the JSON reports that every suite writes into REPORTS_DIR and prints `N passed, N failed`.
// A failed lint/typecheck/build task, or a suite that wrote no report, counts as one failure so the
// closing line never reads green when turbo did not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, turboStatus = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright JSON reporter
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
  } else {
    // Vitest JSON reporter (jest-compatible fields)
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
}

// Repository checks (prettier, knip) that failed, one name a line: each is a failed suite.
const checksFile = join(dir, 'failed-checks.txt');
const failedChecks = existsSync(checksFile)
  ? readFileSync(checksFile, 'utf8').split('\n').filter(Boolean)
  : [];
for (const name of failedChecks) console.log(`check failed: ${name}`);
failed += failedChecks.length;

const log = readFileSync(join(dir, 'turbo.log'), 'utf8');
const failedTasks = [...log.matchAll(/^(\S+):(\w+): .*(?:ERR!|exited \(\d+\))/gm)];
const taskFailures = new Set(failedTasks.map((m) => `${m[1]}#${m[2]}`));
if (turboStatus !== '0' && failed === 0) failed += Math.max(1, taskFailures.size);

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(turboStatus !== '0' || failed > 0 ? 1 : 0);
