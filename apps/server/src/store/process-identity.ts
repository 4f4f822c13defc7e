/**
 * What tells one process from a later one that got the same pid: on Linux, the boot's id and the
 * process's start time (clock ticks after boot). A pid alone is reused; the pair is not, within a boot,
 * and a new boot has a new id. Elsewhere nothing is read and callers cannot tell (decision 0140).
 */
import { readFileSync } from 'node:fs';

export interface ProcessIdentity {
  /** `/proc/sys/kernel/random/boot_id`: new at every boot. */
  boot: string;
  /** Field 22 of `/proc/<pid>/stat`, `starttime`: when the process started, in clock ticks after boot. */
  start: string;
}

/** This boot's id, or undefined where it cannot be read (not Linux). */
export function bootId(): string | undefined {
  if (process.platform !== 'linux') return undefined;
  try {
    return readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The identity of the running process `pid`, or undefined (no such process, not Linux, /proc hidden). */
export function processIdentity(pid: number): ProcessIdentity | undefined {
  const boot = bootId();
  if (!boot) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 2, the command name in parentheses, may hold spaces and ')': fields are counted after the
    // last ')'. The first one there is field 3, so field 22 is the 20th.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return start && /^\d+$/.test(start) ? { boot, start } : undefined;
  } catch {
    return undefined;
  }
}
