// Sums the JSON reports that every suite writes into REPORTS_DIR and prints `N passed, N failed`.
// A failed lint/typecheck/build task, or a suite that wrote no report, counts as one failure so the
// closing line never reads green when turbo did not.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const [dir, turboStatus = '0'] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** What failed, one line each, printed just above the closing line: CI shows only an output's tail. */
const failures = [];
const firstLine = (text = '') => String(text).trim().split('\n')[0].slice(0, 300);
/** Seconds each test file took, by `<report>: <file>`, for the slowest-ten list. */
const fileSeconds = new Map();
const addSeconds = (where, ms) => fileSeconds.set(where, (fileSeconds.get(where) ?? 0) + ms / 1000);

/** Playwright: a file's time is the sum of its tests' runs (one worker runs them one after another). */
function playwrightDurations(suites = [], report, file = '') {
  for (const suite of suites) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests ?? [])
        for (const r of test.results ?? []) addSeconds(`${report}: ${where}`, r.duration ?? 0);
    playwrightDurations(suite.suites, report, where);
  }
}

/** Playwright nests suites in suites; each spec's tests carry their results. */
function playwrightFailures(suites = [], file = '') {
  for (const suite of suites) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.find((r) => r.error)?.error?.message;
        failures.push(`${where} › ${spec.title}: ${firstLine(error)}`);
      }
    }
    playwrightFailures(suite.suites, where);
  }
}

for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright JSON reporter
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped ?? 0;
    playwrightFailures(report.suites);
    playwrightDurations(report.suites, file.replace(/\.json$/, ''));
  } else {
    // Vitest JSON reporter (jest-compatible fields)
    passed += report.numPassedTests ?? 0;
    failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0);
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    for (const suite of report.testResults ?? []) {
      const where = `${file.replace(/\.json$/, '')}: ${suite.name.replace(/^.*?\/(apps|packages)\//, '$1/')}`;
      if (suite.endTime && suite.startTime) addSeconds(where, suite.endTime - suite.startTime);
      const failedTests = (suite.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests)
        failures.push(`${where} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      // A file that failed outside its tests (an import, a hook) has a message of its own.
      if (suite.status === 'failed' && failedTests.length === 0)
        failures.push(`${where}: ${firstLine(suite.message)}`);
    }
  }
}

// Repository checks (prettier, knip) that failed, one name a line: each is a failed suite.
const checksFile = join(dir, 'failed-checks.txt');
const failedChecks = existsSync(checksFile)
  ? readFileSync(checksFile, 'utf8').split('\n').filter(Boolean)
  : [];
for (const name of failedChecks) console.log(`check failed: ${name}`);
failed += failedChecks.length;

// Every turbo run's log (the build, the browser suite, the rest): a task that failed is named there.
const log = readdirSync(dir)
  .filter((f) => /^turbo.*\.log$/.test(f))
  .map((f) => readFileSync(join(dir, f), 'utf8'))
  .join('\n');
const failedTasks = [...log.matchAll(/^(\S+):(\w+): .*(?:ERR!|exited \(\d+\))/gm)];
const taskFailures = new Set(failedTasks.map((m) => `${m[1]}#${m[2]}`));
if (turboStatus !== '0' && failed === 0) failed += Math.max(1, taskFailures.size);

// The slowest ten test files, so a change that slows the line shows where.
const slowest = [...fileSeconds].sort((a, b) => b[1] - a[1]).slice(0, 10);
if (slowest.length > 0) console.log('slowest test files:');
for (const [where, seconds] of slowest) console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${where}`);

for (const line of failures) console.log(`failed: ${line}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(turboStatus !== '0' || failed > 0 ? 1 : 0);
