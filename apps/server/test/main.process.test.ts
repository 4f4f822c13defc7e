/** `main.ts` as a real process: start-up log, generated password, SIGTERM shutdown, bad configuration. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, runServer as run, serving } from './server-process.js';
import { waitFor } from './webhook-receiver.js';

describe('the server process', () => {
  it('starts on PGlite, logs the start-up check and a one-time password, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-main-'));
    const port = await freePort();
    const p = run({ DATA_DIR: dir, PORT: String(port), HOST: '127.0.0.1' });
    try {
      await serving(port);
      expect(p.output()).toContain('start-up check: select id from onboarding_submissions limit 1 succeeded');
      // Made once the server listens, so it may follow the first answer by a moment.
      await waitFor(() => /created the owner account with the password [A-Za-z0-9]{20}/.test(p.output()));
      p.child.kill('SIGTERM');
      expect(await p.exited).toBe(0);
      expect(p.output()).toContain('"msg":"stopped"');
    } finally {
      if (p.child.exitCode === null) p.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
    // A first start runs initdb inside PGlite, which takes a while on a busy machine.
  }, 120_000);

  it('refuses a bad configuration with a message naming the variable', async () => {
    const p = run({ PORT: 'eighty', WEBHOOK_URL: 'ftp://nope' });
    expect(await p.exited).toBe(2);
    expect(p.output()).toMatch(/PORT:/);
    expect(p.output()).toMatch(/WEBHOOK_URL: must be an http\(s\) URL/);
  });
});
