/**
 * `npm start` hands signals to the server: SIGTERM to npm (systemd, a container, a terminal) stops the
 * server too, with no orphan left holding the port and the data folder.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { alive, freePort, runProcess, seedDataDir, serving } from './server-process.js';
import { waitFor } from './webhook-receiver.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

describe('npm start', () => {
  it('execs the server, so SIGTERM to npm stops it and leaves no process', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-npm-start-'));
    seedDataDir(dir);
    const port = await freePort();
    // The root script's last step, run the way the root script runs it (the build before it is turbo's).
    const npm = runProcess(
      'npm',
      ['run', 'start', '-w', '@pw/server'],
      { DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1', HOME: tmpdir() },
      ROOT,
    );
    let serverPid = 0;
    try {
      await serving(port);
      serverPid = Number(readFileSync(join(dir, 'server.pid'), 'utf8').split('\n')[0]);
      expect(serverPid).not.toBe(npm.child.pid);
      npm.child.kill('SIGTERM');
      await npm.exited;
      await waitFor(() => !alive(serverPid), 20_000, 'the server to exit');
      expect(await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => 'refused')).toBe('refused');
      expect(npm.output()).toContain('"msg":"stopped"');
    } finally {
      if (npm.child.exitCode === null) npm.child.kill('SIGKILL');
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('the root start script execs that step last, so no shell sits between npm and the server', () => {
    const root = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    const server = JSON.parse(readFileSync(join(ROOT, 'apps/server/package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(root.scripts.start).toMatch(/ && exec npm run start -w @pw\/server$/);
    // The malloc setting goes with the command (decision 0176): exec'd, node keeps it. The bench reads
    // this same command (bench/captures.ts), so what it measures is what starts.
    expect(server.scripts.start).toMatch(/^GLIBC_TUNABLES=glibc\.malloc\.mmap_threshold=32768 exec node /);
    expect(server.scripts.start).toMatch(/ --expose-gc start\.mjs$/);
  });
});
