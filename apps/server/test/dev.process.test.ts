/**
 * `npm run dev` from the repository root, as a developer runs it: it builds what it needs (@pw/funnel),
 * passes PORT and DATA_DIR through turbo, serves the app through Vite, and Vite's proxy brings a capture
 * to the dev server on that PORT.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { aCapture } from './a-capture.js';
import { freePort, processesWithEnv, runProcess, seedDataDir, serving } from './server-process.js';
import { waitFor } from './webhook-receiver.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const PASSWORD = 'dev-password-1234';

describe('npm run dev', () => {
  it('serves the wizard through Vite and a capture reaches the dev server on PORT', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pw-dev-'));
    // A migrated store (the run's template), as the other process tests use: the first start's initdb
    // has tests of its own (main.process, pglite-first-start); here it only cost CPU.
    seedDataDir(dir);
    const port = await freePort();
    const dev = runProcess(
      'npm',
      ['run', 'dev'],
      { PORT: String(port), DATA_DIR: dir, ADMIN_PASSWORD: PASSWORD, HOME: process.env.HOME ?? tmpdir() },
      ROOT,
    );
    try {
      await serving(port, 150_000);
      // Vite takes 5173 or the next free port and prints it.
      const local = /Local:\s+(http:\/\/localhost:\d+)\//;
      await waitFor(() => local.test(dev.output()), 60_000, 'Vite to print its address');
      const vite = local.exec(dev.output())![1]!;
      const page = await fetch(`${vite}/onboarding`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      const email = `dev-${Date.now()}@example.com`;
      const capture = aCapture({
        stage: 'contact_completed',
        currentStep: 'contact',
        fields: { email, name: 'Ana', phone: '5615550123' },
      });
      const res = await fetch(`${vite}/api/captures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(capture),
      });
      expect(res.status).toBeLessThan(300);

      const signIn = await fetch(`${vite}/api/admin/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ password: PASSWORD }),
      });
      expect(signIn.status).toBe(200);
      const cookie = signIn.headers.getSetCookie()[0]!.split(';')[0]!;
      const lead = await fetch(`http://127.0.0.1:${port}/api/admin/leads/${encodeURIComponent(email)}`, {
        headers: { cookie },
      });
      expect(lead.status).toBe(200);
      expect(dev.output()).toContain(`"dataDir":"${dir}"`);
      // SIGTERM to npm (a process manager, a closing terminal): npm execs turbo, which stops its tasks.
      process.kill(dev.child.pid!, 'SIGTERM');
      await dev.exited;
      await waitFor(
        () => processesWithEnv('DATA_DIR', dir).length === 0,
        30_000,
        'every dev process to exit',
      );
    } finally {
      for (const pid of processesWithEnv('DATA_DIR', dir)) process.kill(pid, 'SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 240_000);
});
