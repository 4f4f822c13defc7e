/**
 * The data-folder lock: refused while the server that wrote it lives, taken over when it is gone or its
 * pid now belongs to another process.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from './data-dir.lock.js';
import { bootId, processIdentity } from './process-identity.js';

const dirs: string[] = [];
function aFolder(): string {
  const d = mkdtempSync(join(tmpdir(), 'pw-lock-'));
  dirs.push(d);
  return d;
}
const children: ChildProcess[] = [];
afterEach(() => {
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
  children.splice(0).forEach((c) => c.kill('SIGKILL'));
});

/** A live process that is not a server: `sleep 30`, killed after the test. */
function anUnrelatedProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The pid on the lock file's first line. */
const pidIn = (file: string) => readFileSync(file, 'utf8').split('\n')[0];

/** The refusal `lockDataDir` throws, or undefined when it took the folder. */
function refusalOf(dir: string, pid: number): DataDirInUseError | undefined {
  try {
    lockDataDir(dir, pid);
  } catch (err) {
    if (err instanceof DataDirInUseError) return err;
    throw err;
  }
  return undefined;
}

const onLinux = process.platform === 'linux';

/** The id of a process that has exited (stale lock material). */
function aDeadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  }).stdout;
  return Number(pid);
}

describe('lockDataDir', () => {
  it('writes the pid and refuses a second holder with a sentence naming folder, pid and the fix', () => {
    const dir = aFolder();
    const lock = lockDataDir(dir);
    const written = readFileSync(lock.file, 'utf8');
    expect(pidIn(lock.file)).toBe(String(process.pid));
    if (onLinux) {
      const me = processIdentity(process.pid)!;
      expect(written).toBe(`${process.pid}\nboot=${me.boot} start=${me.start}\n`);
    }
    const refused = refusalOf(dir, 424242);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    if (onLinux) {
      // Proven ours (same boot, same start): named, and stopping it advised.
      expect(refused!.pid).toBe(process.pid);
      expect(refused!.message).toContain(`The data folder ${dir} is already in use`);
      expect(refused!.message).toContain(`(pid ${process.pid})`);
      expect(refused!.message).toContain(`kill ${process.pid}`);
    }
    // The refusal left the holder's file alone.
    expect(readFileSync(lock.file, 'utf8')).toBe(written);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
  });

  it.runIf(onLinux)('takes over a lock naming a live unrelated process (its start time differs)', () => {
    const dir = aFolder();
    const other = anUnrelatedProcess();
    expect(processIdentity(other)).toBeDefined();
    writeFileSync(join(dir, 'server.pid'), `${other}\nboot=${bootId()} start=1\n`);
    const lock = lockDataDir(dir, 4646);
    expect(pidIn(lock.file)).toBe('4646');
  });

  it.runIf(onLinux)('takes over a lock written before this boot, even if its pid runs now', () => {
    const dir = aFolder();
    const other = anUnrelatedProcess();
    const { start } = processIdentity(other)!;
    writeFileSync(
      join(dir, 'server.pid'),
      `${other}\nboot=00000000-0000-0000-0000-000000000000 start=${start}\n`,
    );
    expect(pidIn(lockDataDir(dir, 4747).file)).toBe('4747');
  });

  it.runIf(onLinux)('refuses a live holder it wrote for another instance of itself, naming it', () => {
    const dir = aFolder();
    const other = anUnrelatedProcess();
    const id = processIdentity(other)!;
    // The identity matches: this is the process that took the lock (here a stand-in for a server).
    writeFileSync(join(dir, 'server.pid'), `${other}\nboot=${id.boot} start=${id.start}\n`);
    expect(refusalOf(dir, 4848)?.pid).toBe(other);
  });

  it('refuses a live holder it cannot identify without naming it or advising to kill it', () => {
    const dir = aFolder();
    const other = anUnrelatedProcess();
    // An older version's file: the pid alone, which may since belong to any program.
    writeFileSync(join(dir, 'server.pid'), `${other}\n`);
    const refused = refusalOf(dir, 4949);
    expect(refused).toBeInstanceOf(DataDirInUseError);
    expect(refused!.pid).toBeUndefined();
    expect(refused!.message).toContain(`The data folder ${dir} may be in use by another server`);
    expect(refused!.message).toContain(`delete ${join(dir, 'server.pid')}`);
    expect(refused!.message).not.toContain(String(other));
    expect(refused!.message).not.toMatch(/kill/i);
    expect(pidIn(join(dir, 'server.pid'))).toBe(String(other));
  });

  it('takes over a lock whose process is gone', () => {
    const dir = aFolder();
    writeFileSync(join(dir, 'server.pid'), `${aDeadPid()}\n`);
    const lock = lockDataDir(dir, 4242);
    expect(pidIn(lock.file)).toBe('4242');
  });

  it('takes over its own pid left by an earlier run (a container restarted as pid 1) and garbage', () => {
    const dir = aFolder();
    writeFileSync(join(dir, 'server.pid'), `${process.pid}\n`);
    lockDataDir(dir).release();
    writeFileSync(join(dir, 'server.pid'), 'not a pid');
    const lock = lockDataDir(dir, 4343);
    expect(pidIn(lock.file)).toBe('4343');
  });

  it('release leaves a file that is no longer ours', () => {
    const dir = aFolder();
    const lock = lockDataDir(dir, 4444);
    writeFileSync(lock.file, '5555\n');
    lock.release();
    expect(readFileSync(lock.file, 'utf8').trim()).toBe('5555');
  });
});
