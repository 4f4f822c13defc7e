import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { libfaketime } from './shifted-clock';

const faketimeSpec = (at: Date) => `@${at.toISOString().replace('T', ' ').slice(0, 19)}\n`;

/**
 * A server clock that starts at `at`, advances at the real rate, and that a test can move forward: the
 * instant lives in a file libfaketime reads (`FAKETIME_TIMESTAMP_FILE`), checked again every second, so
 * a test waits for nothing when what it checks is "due a minute later" (decision 0263). libfaketime
 * restarts its clock at the file's instant when the file changes; monotonic time moves with it, so the
 * server's timers due by then fire at once.
 */
export class MovableClock {
  private readonly dir = mkdtempSync(join(tmpdir(), 'pw-e2e-clock-'));
  private readonly file = join(this.dir, 'faketime');
  /** The server's instant at `since` (real ms): it runs on from there. */
  private base: { at: number; since: number };

  /** Make it just before the server is spawned: its clock starts at `at` then. */
  constructor(at: Date) {
    this.base = { at: at.getTime(), since: Date.now() };
    writeFileSync(this.file, faketimeSpec(at));
  }

  /** The environment of a process living on this clock. */
  env(): Record<string, string> {
    return {
      LD_PRELOAD: libfaketime(),
      FAKETIME_TIMESTAMP_FILE: this.file,
      FAKETIME_CACHE_DURATION: '1',
      TZ: 'UTC',
      // Under scripts/test-at.sh the run's FAKETIME would win over the file: left out of the child's
      // environment (spawn skips undefined values).
      FAKETIME: undefined as unknown as string,
    };
  }

  /** The server's instant now (to the second libfaketime may take to read a move). */
  now(): number {
    return this.base.at + (Date.now() - this.base.since);
  }

  /** Moves the server's clock to `to` (whole seconds: libfaketime's format). */
  moveTo(to: Date): void {
    const at = Math.ceil(to.getTime() / 1000) * 1000;
    this.base = { at, since: Date.now() };
    writeFileSync(this.file, faketimeSpec(new Date(at)));
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true });
  }
}
