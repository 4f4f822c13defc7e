#!/usr/bin/env node
// Runs a GitHub Actions workflow's job here, the way the runner runs it, so a maintainer can check the CI
// before pushing (decision 0148): a clean clone of the committed HEAD, then each step in order. `run:`
// steps go through `bash --noprofile --norc -eo pipefail <script>` (the runner's default shell) in the
// clone with `CI=true` and the workflow's `env`; `actions/checkout` is the clone itself; `actions/setup-node`
// is checked against this Node (it cannot install one); other actions are listed and skipped. `if:`
// understands success(), failure() and always(). Exit 0 when every step passed.
//
//   node scripts/run-workflow.mjs                  # .github/workflows/ci.yml, its only job
//   node scripts/run-workflow.mjs --job test --keep  # keep the clone afterwards
//   node scripts/run-workflow.mjs --list           # the parsed jobs and steps as JSON (for the tests)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { parse } from 'yaml';

const root = resolve(new URL('..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    workflow: { type: 'string', default: '.github/workflows/ci.yml' },
    job: { type: 'string' },
    list: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

/**
 * The workflow's jobs with their steps, in the shape the runner reads them.
 * @param {string} file
 */
function readWorkflow(file) {
  const doc = parse(readFileSync(resolve(root, file), 'utf8'));
  const jobs = Object.entries(doc.jobs ?? {}).map(([id, job]) => ({
    id,
    runsOn: job['runs-on'],
    services: job.services ?? {},
    env: { ...(doc.env ?? {}), ...(job.env ?? {}) },
    steps: (job.steps ?? []).map((s) => ({
      name: s.name ?? s.uses ?? `Run ${String(s.run ?? '').split('\n')[0]}`,
      ...(s.uses ? { uses: s.uses, with: s.with ?? {} } : {}),
      ...(s.run !== undefined ? { run: String(s.run) } : {}),
      ...(s.if !== undefined ? { if: String(s.if) } : {}),
      ...(s.shell ? { shell: s.shell } : {}),
      ...(s['working-directory'] ? { workingDirectory: s['working-directory'] } : {}),
      env: s.env ?? {},
    })),
  }));
  return { file, name: doc.name, jobs };
}

/** Does the step run, given whether an earlier one failed? Only the status functions are understood. */
function shouldRun(condition, failed) {
  const c = String(condition ?? 'success()')
    .replace(/^\$\{\{\s*|\s*\}\}$/g, '')
    .trim();
  if (c === 'always()' || c === '!cancelled()') return true;
  if (c === 'success()') return !failed;
  if (c === 'failure()') return failed;
  throw new Error(
    `The condition "if: ${condition}" is not one this script understands (success(), failure(), always()).`,
  );
}

/** The runner's shell for a `run:` step (`bash` unless `shell:` says otherwise). */
function shellFor(step, file) {
  const shell = step.shell ?? 'bash';
  if (shell === 'bash') return ['bash', ['--noprofile', '--norc', '-eo', 'pipefail', file]];
  if (shell === 'sh') return ['sh', ['-e', file]];
  if (shell.includes('{0}')) {
    const [cmd, ...rest] = shell.split(/\s+/);
    return [cmd, rest.map((a) => a.replace('{0}', file))];
  }
  throw new Error(`shell: ${shell} is not supported here`);
}

/** Runs one job of the workflow in a clean clone; returns the process exit code. */
function runJob(workflow, job) {
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).stdout.trim();
  if (dirty)
    console.warn('Note: uncommitted changes are not in the clone; the workflow runs the committed HEAD.');
  const work = mkdtempSync(join(tmpdir(), 'pw-workflow-'));
  const clone = join(work, 'repo');
  const cloned = spawnSync('git', ['clone', '--quiet', '--no-local', root, clone], { stdio: 'inherit' });
  if (cloned.status !== 0) return 1;
  const env = {
    ...process.env,
    ...job.env,
    CI: 'true',
    GITHUB_ACTIONS: 'true',
    GITHUB_WORKSPACE: clone,
    RUNNER_TEMP: work,
  };
  let failed = false;
  const results = [];
  for (const [i, step] of job.steps.entries()) {
    if (!shouldRun(step.if, failed)) {
      results.push([step.name, 'not run']);
      continue;
    }
    console.log(`\n=== ${workflow.name ?? workflow.file} / ${job.id} / ${step.name}`);
    let outcome;
    if (step.run !== undefined) {
      const script = join(work, `step-${i + 1}.sh`);
      writeFileSync(script, step.run);
      const [cmd, argv] = shellFor(step, script);
      const started = Date.now();
      const r = spawnSync(cmd, argv, {
        cwd: resolve(clone, step.workingDirectory ?? '.'),
        env: { ...env, ...step.env },
        stdio: 'inherit',
      });
      outcome =
        r.status === 0
          ? `passed in ${Math.round((Date.now() - started) / 1000)} s`
          : `FAILED (exit ${r.status ?? r.signal})`;
    } else if (step.uses.startsWith('actions/checkout@')) {
      outcome = 'passed (the clean clone)';
    } else if (step.uses.startsWith('actions/setup-node@')) {
      const want = String(step.with['node-version'] ?? '');
      const have = process.versions.node;
      outcome =
        have.startsWith(`${want}.`) || have === want
          ? `passed (Node ${have})`
          : `FAILED (wants Node ${want}, this is ${have})`;
    } else {
      outcome = 'skipped (runs on GitHub only)';
    }
    console.log(`=== ${step.name}: ${outcome}`);
    if (outcome.startsWith('FAILED')) failed = true;
    results.push([step.name, outcome]);
  }
  console.log(`\nJob ${job.id}:`);
  for (const [name, outcome] of results) console.log(`  ${outcome.padEnd(34)} ${name}`);
  if (args.keep || failed) console.log(`The clone is kept in ${clone}`);
  else rmSync(work, { recursive: true, force: true });
  return failed ? 1 : 0;
}

const workflow = readWorkflow(args.workflow);
if (args.list) {
  console.log(JSON.stringify(workflow, null, 2));
} else {
  const job = args.job ? workflow.jobs.find((j) => j.id === args.job) : workflow.jobs[0];
  if (!job) {
    console.error(`No job ${args.job} in ${args.workflow}: ${workflow.jobs.map((j) => j.id).join(', ')}`);
    process.exit(2);
  }
  process.exit(runJob(workflow, job));
}
