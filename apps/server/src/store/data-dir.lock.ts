/**
 * One server process per embedded data folder. PGlite does not refuse a second process on its folder, and
 * two processes on one folder each see only their own writes: leads vanish at the next restart. So the
 * server takes `<DATA_DIR>/server.pid` before opening the store (decision 0140).
 *
 * The file is created complete and atomically (written aside, then hard-linked into place, which fails
 * when it exists). It holds the pid and, on Linux, the process's identity (boot id and start time), so a
 * pid reused after a crash by an unrelated program is not taken for the server. A file whose process is
 * gone (crash, SIGKILL, power loss) or is another process than the one that wrote it is stale and taken
 * over. The refusal names the holder and says to stop it only when the holder is proven to be the writer.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { bootId, processIdentity, type ProcessIdentity } from './process-identity.js';

/**
 * The folder is held, or may be; `message` is the sentence to print. `pid` is set only when the holder is
 * proven to be the process that took the lock: only then is it named, and killing it advised.
 */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number | undefined,
    readonly file: string,
  ) {
    super(
      pid !== undefined
        ? `The data folder ${dir} is already in use by another server process (pid ${pid}). ` +
            'Two servers on one folder would lose leads, so this one stops. Stop the other server ' +
            `(kill ${pid}), or give this one its own DATA_DIR.`
        : `The data folder ${dir} may be in use by another server: its lock file ${file} names a running ` +
            'process, but this server cannot tell whether that process is the server that wrote it (an older ' +
            'version wrote the file, or this system does not show when processes started). Two servers on ' +
            'one folder would lose leads, so this one stops. If a server uses this folder, stop it or give ' +
            `this one its own DATA_DIR; if none does, delete ${file}.`,
    );
    this.name = 'DataDirInUseError';
  }
}

/** A held lock; `release()` removes the file if it is still ours (idempotent). */
export interface DataDirLock {
  file: string;
  release(): void;
}

/** A lock file as read: its text, its pid, and the identity its writer recorded (absent if none). */
interface Holder {
  text: string;
  pid: number | undefined;
  identity: ProcessIdentity | undefined;
}

/** The lock file's text: the pid on the first line, then `boot=<id> start=<ticks>` where known. */
const lockText = (pid: number, identity: ProcessIdentity | undefined) =>
  identity ? `${pid}\nboot=${identity.boot} start=${identity.start}\n` : `${pid}\n`;

function holderOf(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  const [first = '', second = ''] = text.split('\n');
  const pid = Number(first.trim());
  const id = /^boot=(\S+) start=(\d+)$/.exec(second.trim());
  return {
    text,
    pid: Number.isInteger(pid) && pid > 0 ? pid : undefined,
    identity: id ? { boot: id[1]!, start: id[2]! } : undefined,
  };
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

/**
 * Whose lock this is: `held` by the live process that wrote it, `stale` (garbage, our own pid left by an
 * earlier run, a process gone, or a live one that is not the writer), or `unknown` (a live pid whose
 * start cannot be compared: the file or this system records none).
 */
function verdictOf(holder: Holder, pid: number): 'held' | 'stale' | 'unknown' {
  // Our own id in the file is a leftover of an earlier run that had the same id (a container's pid 1).
  if (holder.pid === undefined || holder.pid === pid || !isAlive(holder.pid)) return 'stale';
  if (!holder.identity) return 'unknown';
  // Written before this boot: every process of that boot is gone.
  const boot = bootId();
  if (boot && boot !== holder.identity.boot) return 'stale';
  const now = processIdentity(holder.pid);
  if (!now) return 'unknown';
  return now.start === holder.identity.start ? 'held' : 'stale';
}

function tryCreate(file: string, pid: number): boolean {
  const aside = `${file}.${pid}.tmp`;
  writeFileSync(aside, lockText(pid, processIdentity(pid)));
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
 * Moves a stale lock file away. If another starter replaced it in the meantime (its text is no longer
 * the stale one's), the file is put back and the caller looks again.
 */
function removeStale(file: string, staleText: string | undefined, pid: number): void {
  const aside = `${file}.stale.${pid}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw err;
  }
  if (holderOf(aside)?.text !== staleText) {
    try {
      linkSync(aside, file);
    } catch {
      /* someone holds it again: the next look reports them */
    }
  }
  unlinkSync(aside);
}

/**
 * Takes the data folder for this process or throws `DataDirInUseError` (naming the holder when it is
 * proven to be the lock's writer). The folder must exist. The lock is released on `release()` and, as a
 * fallback, when the process exits.
 */
export function lockDataDir(dir: string, pid = process.pid): DataDirLock {
  const folder = resolve(dir);
  const file = join(folder, 'server.pid');
  for (let attempt = 0; attempt < 5; attempt++) {
    if (tryCreate(file, pid)) {
      const release = () => {
        process.off('exit', release);
        if (holderOf(file)?.pid === pid) unlinkSync(file);
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = holderOf(file);
    const verdict = holder ? verdictOf(holder, pid) : 'stale';
    if (verdict === 'held') throw new DataDirInUseError(folder, holder!.pid, file);
    if (verdict === 'unknown') throw new DataDirInUseError(folder, undefined, file);
    removeStale(file, holder?.text, pid);
  }
  throw new Error(`Could not take the lock ${file}: it keeps changing. Is another server starting?`);
}
