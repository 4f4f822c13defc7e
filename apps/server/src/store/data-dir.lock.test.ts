/** The data-folder lock: refused while the holder lives, taken over when it is gone. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir.lock.js';

const dirs: string[] = [];
function aFolder(): string {
  const d = mkdtempSync(join(tmpdir(), 'pw-lock-'));
  dirs.push(d);
  return d;
}
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** The id of a process that has exited (stale lock material). */
function aDeadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  return Number(pid);
}

describe('lockDataDir', () => {
  it('writes the pid and refuses a second holder with a sentence naming folder, pid and file', () => {
    const dir = aFolder();
    const lock = lockDataDir(dir);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    let refused: unknown;
    try {
      lockDataDir(dir, 424242);
    } catch (err) {
      refused = err;
    }
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect((refused as DataDirInUseError).pid).toBe(process.pid);
    expect((refused as Error).message).toContain(`The data folder ${dir} is already in use`);
    expect((refused as Error).message).toContain(`(pid ${process.pid})`);
    expect((refused as Error).message).toContain(join(dir, 'server.pid'));
    // The refusal left the holder's file alone.
    expect(readFileSync(lock.file, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it('takes over a lock whose process is gone', () => {
    const dir = aFolder();
    writeFileSync(join(dir, 'server.pid'), `${aDeadPid()}\n`);
    const lock = lockDataDir(dir, 4242);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe('4242');
  });

  it('takes over its own pid left by an earlier run (a container restarted as pid 1) and garbage', () => {
    const dir = aFolder();
    writeFileSync(join(dir, 'server.pid'), `${process.pid}\n`);
    lockDataDir(dir).release();
    writeFileSync(join(dir, 'server.pid'), 'not a pid');
    const lock = lockDataDir(dir, 4343);
    expect(readFileSync(lock.file, 'utf8').trim()).toBe('4343');
  });

  it('release leaves a file that is no longer ours', () => {
    const dir = aFolder();
    const lock = lockDataDir(dir, 4444);
    writeFileSync(lock.file, '5555\n');
    lock.release();
    expect(readFileSync(lock.file, 'utf8').trim()).toBe('5555');
  });
});
