/** `scripts/check-node.mjs`, which `npm start` and `npm run dev` run first: an old Node gets one sentence. */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runProcess } from './server-process.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = `${ROOT}scripts/check-node.mjs`;
const engines = (JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { engines: { node: string } })
  .engines.node;

/** Runs the check as if under Node `version` (process.versions.node replaced before the script loads). */
function checkAs(version?: string) {
  const pretend = version
    ? ['--import', `data:text/javascript,Object.defineProperty(process.versions,"node",{value:"${version}"})`]
    : [];
  return runProcess(process.execPath, [...pretend, SCRIPT], {});
}

describe('the Node version check', () => {
  it('refuses Node 18 with a sentence naming both versions and what to install', async () => {
    const p = checkAs('18.19.1');
    expect(await p.exited).toBe(1);
    expect(p.output()).toContain(`This project needs Node ${engines}, and this is Node 18.19.1.`);
    expect(p.output()).toMatch(/Install Node \d+\.\d+ or newer/);
    expect(p.output()).not.toMatch(/\n\s+at /);
  });

  it('refuses a minor below the floor and lets this Node through', async () => {
    expect(await checkAs('20.11.0').exited).toBe(1);
    const ok = checkAs();
    expect(await ok.exited).toBe(0);
    expect(ok.output()).toBe('');
  });

  it('refuses a clone where npm ci has not run, naming the command', async () => {
    const clone = mkdtempSync(join(tmpdir(), 'pw-noinstall-'));
    try {
      mkdirSync(join(clone, 'scripts'));
      copyFileSync(SCRIPT, join(clone, 'scripts', 'check-node.mjs'));
      copyFileSync(`${ROOT}package.json`, join(clone, 'package.json'));
      const p = runProcess(process.execPath, [join(clone, 'scripts', 'check-node.mjs')], {});
      expect(await p.exited).toBe(1);
      expect(p.output().trim()).toBe(
        'The dependencies are not installed (no node_modules/.bin/turbo). ' +
          'Run npm ci (or npm install) in the repository root first, then run the command again.',
      );
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('runs first in npm start and npm run dev', () => {
    const scripts = (
      JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.start).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(scripts.dev).toMatch(/^node scripts\/check-node\.mjs && /);
  });
});
