/** Which PostgreSQL the tests start: the newest major that has an initdb, whatever the runner ships. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { newestPgBin } from './postgres-cluster.js';

const roots: string[] = [];
function installed(...dirs: string[]): string {
  const root = mkdtempSync(join(tmpdir(), 'pw-pgbin-'));
  roots.push(root);
  for (const d of dirs) {
    mkdirSync(join(root, d), { recursive: true });
    if (d.endsWith('/bin')) writeFileSync(join(root, d, 'initdb'), '');
  }
  return root;
}
afterEach(() => roots.splice(0).forEach((r) => rmSync(r, { recursive: true, force: true })));

describe('newestPgBin', () => {
  it('picks the newest major numerically (16 on GitHub runners, 15 here)', () => {
    const root = installed('9/bin', '15/bin', '16/bin');
    expect(newestPgBin(root)).toBe(join(root, '16', 'bin'));
  });

  it('skips a major without initdb (client-only packages)', () => {
    const root = installed('15/bin', '17');
    expect(newestPgBin(root)).toBe(join(root, '15', 'bin'));
  });

  it('is undefined when nothing is installed', () => {
    expect(newestPgBin(join(tmpdir(), 'pw-no-such-dir'))).toBeUndefined();
  });
});
