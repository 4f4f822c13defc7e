/**
 * The CI workflow, checked without GitHub (decision 0148): every `run:` step, and every script it runs in
 * turn, names npm scripts, files and tools that exist; setup-node's version satisfies `engines`; and the
 * runner image brings what the tests look for (a PostgreSQL the store tests find, a browser the browser
 * tests find). `node scripts/run-workflow.mjs` runs the steps themselves the way the runner does.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { newestPgBin } from './postgres-cluster.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Step {
  name: string;
  uses?: string;
  with?: Record<string, string | number | boolean>;
  run?: string;
  workingDirectory?: string;
  env: Record<string, string>;
}
interface Job {
  id: string;
  runsOn: string;
  services: Record<string, unknown>;
  env: Record<string, string>;
  steps: Step[];
}

/** The workflow as the run script parses it (one parser for both). */
const workflow = JSON.parse(
  execFileSync(process.execPath, [join(ROOT, 'scripts/run-workflow.mjs'), '--list'], { encoding: 'utf8' }),
) as { jobs: Job[] };

/** What GitHub's hosted images ship that the tests need (from the runner-images READMEs). */
const RUNNER_IMAGES: Record<string, { postgresMajor: number; browser: string }> = {
  'ubuntu-24.04': { postgresMajor: 16, browser: '/usr/bin/google-chrome' },
  'ubuntu-latest': { postgresMajor: 16, browser: '/usr/bin/google-chrome' },
  'ubuntu-22.04': { postgresMajor: 14, browser: '/usr/bin/google-chrome' },
};
/** The oldest PostgreSQL the store tests run on (scripts/ensure-test-tools.sh installs one when older). */
const MIN_POSTGRES = 15;

const pkg = (dir: string) =>
  JSON.parse(readFileSync(join(ROOT, dir, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
    engines?: { node?: string };
    workspaces?: string[];
  };

/** A workspace's folder from its name (`-w @pw/server`), or the root. */
function workspaceDir(name: string | undefined): string {
  if (!name) return '.';
  const dirs = ['packages/funnel', 'apps/server', 'apps/web', 'apps/e2e'];
  const dir = dirs.find((d) => (pkg(d) as { name?: string }).name === name || d === name);
  if (!dir) throw new Error(`no workspace ${name}`);
  return dir;
}

/**
 * Every problem in a shell text: files run with bash/sh/node that do not exist, npm scripts that are not
 * in package.json, npx tools not installed. Follows the shell files it runs (bash X, and npm scripts'
 * own bash/node commands), so `bash .ci/run` is checked down to `scripts/test-all.sh` and beyond.
 */
function problemsIn(text: string, cwd: string, seen = new Set<string>()): string[] {
  const problems: string[] = [];
  const lines = text
    .split('\n')
    .map((l) => l.replace(/(^|\s)#.*$/, ''))
    .join('\n');
  for (const [, runner, file] of lines.matchAll(/(?:^|[\s;&|(])(bash|sh|node)\s+(?!-)([\w./$"{}-]+)/g)) {
    if (file!.includes('$')) continue; // built at run time ("$(dirname "$0")/..")
    const path = join(cwd, file!.replace(/"/g, ''));
    if (!existsSync(path)) problems.push(`${runner} ${file}: no such file (${path})`);
    else if (runner !== 'node' && !seen.has(path)) {
      seen.add(path);
      problems.push(...problemsIn(readFileSync(path, 'utf8'), cwd, seen));
    }
  }
  const npm = /(?:^|[\s;&|(])npm\s+(run\s+|run-script\s+)?([\w:-]+)((?:\s+(?:-w|--workspace)[\s=]\S+)?)/g;
  for (const [, run, name, ws] of lines.matchAll(npm)) {
    if (!run && !['test', 'start'].includes(name!)) continue; // npm ci, npm install, ...
    const dir = workspaceDir(ws?.trim().split(/[\s=]/)[1]);
    const script = pkg(dir).scripts?.[name!];
    if (!script) problems.push(`npm run ${name}${ws}: no such script in ${join(dir, 'package.json')}`);
    else if (!seen.has(`${dir}:${name}`)) {
      seen.add(`${dir}:${name}`);
      problems.push(...problemsIn(script, join(ROOT, dir), seen));
    }
  }
  for (const [, tool] of lines.matchAll(/(?:^|[\s;&|(])npx\s+(?:--\S+\s+)*([\w@/.-]+)/g)) {
    if (!existsSync(join(ROOT, 'node_modules/.bin', tool!))) problems.push(`npx ${tool}: not installed`);
  }
  return problems;
}

/** Does setup-node's `node-version` (a major, or major.minor) always give a Node within `>=M.m`? */
function versionSatisfies(version: string, engines: string): boolean {
  const [wantMajor, wantMinor = 0] = /^>=\s*(\d+)(?:\.(\d+))?/.exec(engines)!.slice(1).map(Number);
  const [major, minor] = version.split('.').map(Number);
  if (major! !== wantMajor!) return major! > wantMajor!;
  // A bare major installs its newest release, which is past any minor floor published so far.
  return minor === undefined || Number.isNaN(minor) || minor >= wantMinor;
}

describe('the CI workflow', () => {
  const jobs = workflow.jobs;

  it('has jobs with steps', () => {
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job.steps.some((s) => s.run)).toBe(true);
  });

  it('runs only scripts, files and tools that exist, down to the scripts they call', () => {
    const seen = new Set<string>();
    for (const job of jobs) {
      for (const step of job.steps.filter((s) => s.run !== undefined)) {
        expect(problemsIn(step.run!, join(ROOT, step.workingDirectory ?? '.'), seen), step.name).toEqual([]);
      }
    }
    // It followed the test line all the way down.
    expect([...seen]).toEqual(
      expect.arrayContaining([join(ROOT, 'scripts/test-all.sh'), join(ROOT, 'scripts/ensure-test-tools.sh')]),
    );
  });

  it('finds a missing file, a missing npm script and a missing tool (the check can fail)', () => {
    expect(problemsIn('bash scripts/nope.sh && npm run nope -w @pw/server && npx nope', ROOT)).toEqual([
      `bash scripts/nope.sh: no such file (${join(ROOT, 'scripts/nope.sh')})`,
      `npm run nope -w @pw/server: no such script in apps/server/package.json`,
      'npx nope: not installed',
    ]);
  });

  it("sets up a Node that the root package's engines accept", () => {
    const engines = pkg('.').engines!.node!;
    for (const job of jobs) {
      const setup = job.steps.find((s) => s.uses?.startsWith('actions/setup-node@'));
      expect(setup, `${job.id} sets up Node`).toBeDefined();
      const version = String(setup!.with?.['node-version'] ?? '');
      expect(versionSatisfies(version, engines), `node-version ${version} vs engines ${engines}`).toBe(true);
    }
    expect(versionSatisfies('20', '>=20.19')).toBe(true);
    expect(versionSatisfies('20.11', '>=20.19')).toBe(false);
    expect(versionSatisfies('18', '>=20.19')).toBe(false);
  });

  it("runs on an image whose PostgreSQL and browser the tests find, with no service they don't use", () => {
    const browsers = readFileSync(join(ROOT, 'scripts/browser-path.mjs'), 'utf8');
    for (const job of jobs) {
      const image = RUNNER_IMAGES[job.runsOn];
      expect(image, `runs-on ${job.runsOn} is an image this check knows`).toBeDefined();
      expect(image!.postgresMajor, `PostgreSQL on ${job.runsOn}`).toBeGreaterThanOrEqual(MIN_POSTGRES);
      expect(browsers).toContain(`'${image!.browser}'`);
      // The store tests start their own cluster from the binaries (test/postgres-cluster.ts).
      expect(job.services, 'a PostgreSQL service would go unused').toEqual({});
      const pgBin = job.env.PG_BIN ?? job.steps.find((s) => s.env.PG_BIN)?.env.PG_BIN;
      if (pgBin) expect(pgBin).toMatch(/^\/usr\/lib\/postgresql\/\d+\/bin$/);
    }
  });

  it("finds the runner's PostgreSQL 16 where the image installs it", () => {
    const root = mkdtempSync(join(tmpdir(), 'pw-pg-layout-'));
    try {
      for (const major of ['14', '16']) {
        const initdb = join(root, major, 'bin', 'initdb');
        mkdirSync(dirname(initdb), { recursive: true });
        writeFileSync(initdb, '');
      }
      expect(newestPgBin(root)).toBe(join(root, '16', 'bin'));
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
