/** `scripts/check-node.mjs`, which `npm start` and `npm run dev` run first: an old Node gets one sentence. */
import { readFileSync } from 'node:fs';
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

  it('runs first in npm start and npm run dev', () => {
    const scripts = (
      JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')) as { scripts: Record<string, string> }
    ).scripts;
    expect(scripts.start).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(scripts.dev).toMatch(/^node scripts\/check-node\.mjs && /);
  });
});
