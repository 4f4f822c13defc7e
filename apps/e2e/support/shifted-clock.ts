import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** libfaketime's preload library (Debian's and Ubuntu's `faketime` package), wherever the arch puts it. */
export function libfaketime(): string {
  const lib = readdirSync('/usr/lib')
    .map((dir) => join('/usr/lib', dir, 'faketime/libfaketime.so.1'))
    .find((path) => existsSync(path));
  if (!lib) throw new Error('libfaketime is missing: scripts/ensure-test-tools.sh installs `faketime`');
  return lib;
}

/**
 * The environment that starts a process's clock at `at` (it then advances at the real rate), for a
 * server that must live at a fixed awkward instant whatever the real date (docs/testing.md). Works
 * inside `scripts/test-at.sh` too: the child's FAKETIME replaces the run's.
 */
export function clockStartingAt(at: Date): Record<string, string> {
  const start = at.toISOString().replace('T', ' ').slice(0, 19);
  return { LD_PRELOAD: libfaketime(), FAKETIME: `@${start}`, TZ: 'UTC' };
}
