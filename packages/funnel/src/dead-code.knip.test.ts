/**
 * The dead-code check of the test line (knip, knip.json, decision 0150) fails on planted dead code: a
 * funnel module nobody imports. The file is removed again whatever happens.
 */
import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const knip = join(root, 'node_modules/knip/bin/knip.js');

async function runKnip(): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      // The funnel's workspace alone: the planted module is there, and the whole repository is the line's
      // own knip check.
      [knip, '--no-progress', '--no-config-hints', '--workspace', 'packages/funnel'],
      {
        cwd: root,
      },
    );
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code?: number; stdout?: string };
    return { code: e.code ?? -1, out: e.stdout ?? '' };
  }
}

describe('the dead-code check', () => {
  it('fails on a module nobody imports and names it', async () => {
    const name = `planted-dead-code-${process.pid}.ts`;
    const planted = join(root, 'packages/funnel/src', name);
    writeFileSync(planted, 'export const plantedDeadCode = 1;\n');
    try {
      const { code, out } = await runKnip();
      expect(code).not.toBe(0);
      expect(out).toContain(`packages/funnel/src/${name}`);
    } finally {
      rmSync(planted, { force: true });
    }
  }, 120_000);
});
