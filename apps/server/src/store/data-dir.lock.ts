/**
 * One server process per embedded data folder. PGlite does not refuse a second process on its folder, and
 * two processes on one folder each see only their own writes: leads vanish at the next restart. So the
 * server takes `<DATA_DIR>/server.pid` before opening the store (decision 0140).
 *
 * The file is created complete and atomically (written aside, then hard-linked into place, which fails
 * when it exists). A file whose process is gone (crash, SIGKILL, power loss) is stale and taken over.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The folder is held by a live process; `message` is the sentence to print. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
    readonly file: string,
  ) {
    super(
      `The data folder ${dir} is already in use by another server process (pid ${pid}). ` +
        'Two servers on one folder would lose leads, so this one stops. Stop the other process ' +
        `(kill ${pid}), or give this one its own DATA_DIR. If no such process runs, delete ${file}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** A held lock; `release()` removes the file if it is still ours (idempotent). */
export interface DataDirLock {
  file: string;
  release(): void;
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

/** Is a process with this id running? EPERM means it runs under another user: alive too. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function tryCreate(file: string, pid: number): boolean {
  const aside = `${file}.${pid}.tmp`;
  writeFileSync(aside, `${pid}\n`);
  try {
    linkSync(aside, file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * Moves a stale lock file away. If another starter replaced it in the meantime (its content is no longer
 * the dead holder), the file is put back and the caller looks again.
 */
function removeStale(file: string, deadPid: number | undefined, pid: number): void {
  const aside = `${file}.stale.${pid}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (holderOf(aside) !== deadPid) {
    try {
      linkSync(aside, file);
    } catch {
      /* someone holds it again: the next look reports them */
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the data folder for this process or throws `DataDirInUseError` naming the holder. The folder must
 * exist. The lock is released on `release()` and, as a fallback, when the process exits.
 */
export function lockDataDir(dir: string, pid = process.pid): DataDirLock {
  const folder = resolve(dir);
  const file = join(folder, 'server.pid');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, pid)) {
      const release = () => {
        process.off('exit', release);
        if (holderOf(file) === pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = holderOf(file);
    // Our own id in the file is a leftover of an earlier run that had the same id (a container's pid 1).
    if (holder !== undefined && holder !== pid && isAlive(holder)) {
      throw new DataDirInUseError(folder, holder, file);
    }
    removeStale(file, holder, pid);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing. Is another server starting?`);
}
