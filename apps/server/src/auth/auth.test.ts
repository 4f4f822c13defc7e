import { describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/databases.js';
import { TEST_HASH_COST } from '../../test/scrypt-cost.setup.js';
import { PASSWORD, testServer } from '../../test/test-server.js';
import { waitFor, WebhookReceiver } from '../../test/webhook-receiver.js';
import { checkOwnerPassword, ensureOwner } from './auth.repo.js';
import { hashPassword, PRODUCTION_COST, setHashCostForTests, verifyPassword } from './password.js';

const signIn = (app: Awaited<ReturnType<typeof testServer>>['app'], password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/admin/session', payload: { password } });

describe('owner sign-in', () => {
  it('hashes with scrypt and verifies only the right password', async () => {
    // At the production cost: the suites hash at a lower one (test/scrypt-cost.setup.ts).
    setHashCostForTests(PRODUCTION_COST);
    const hash = await hashPassword('s3cret-enough').finally(() => setHashCostForTests(TEST_HASH_COST));
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain('s3cret');
    expect(await verifyPassword('s3cret-enough', hash)).toBe(true);
    expect(await verifyPassword('s3cret-enougH', hash)).toBe(false);
  });

  it('makes a random first password once, storing only its hash', async () => {
    const db = await freshPglite();
    try {
      const first = await ensureOwner(db, undefined, new Date());
      expect(first.generatedPassword).toMatch(/^[A-Za-z0-9]{20}$/);
      const second = await ensureOwner(db, undefined, new Date());
      expect(second.generatedPassword).toBeUndefined();
      const stored = await db.query<{ password_hash: string }>('select password_hash from owner_accounts');
      expect(stored.rows[0]!.password_hash).not.toContain(first.generatedPassword);
      expect(await checkOwnerPassword(db, first.generatedPassword!)).not.toBeNull();
    } finally {
      await db.close();
    }
  });

  it('prints the generated password once the server listens, only at the first start', async () => {
    const lines: string[] = [];
    const stream = { write: (l: string) => void lines.push(l) };
    const s = await testServer({ ADMIN_PASSWORD: '' }, { logger: { level: 'warn', stream } });
    // Not before listening: a start that cannot listen must not spend the one-time password.
    expect(lines.filter((l) => l.includes('created the owner account'))).toHaveLength(0);
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const created = () => lines.filter((l) => l.includes('created the owner account with the password'));
    await waitFor(() => created().length === 1, 10_000, 'the password line');
    await s.app.close();
    const again = await testServer({ ADMIN_PASSWORD: '' }, { db: s.db, logger: { level: 'warn', stream } });
    await again.app.listen({ port: 0, host: '127.0.0.1' });
    await waitFor(() => lines.some((l) => l.includes('has not signed in yet')), 10_000, 'the reminder');
    expect(lines.filter((l) => l.includes('created the owner account'))).toHaveLength(1);
    await again.close();
  });

  it('announces a password from one instance only when two start on one database', async () => {
    const db = await freshPglite();
    try {
      const [a, b] = await Promise.all([
        ensureOwner(db, undefined, new Date()),
        ensureOwner(db, undefined, new Date()),
      ]);
      const announced = [a.generatedPassword, b.generatedPassword].filter(Boolean);
      expect(announced).toHaveLength(1);
      expect(await checkOwnerPassword(db, announced[0]!)).not.toBeNull();
    } finally {
      await db.close();
    }
  });

  it('rate-limits sign-in attempts per client', async () => {
    const s = await testServer({}, { auth: { signInPerMinute: 3 } });
    try {
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await signIn(s.app, 'wrong')).statusCode);
      expect(codes).toEqual([401, 401, 401, 429]);
      expect((await signIn(s.app)).statusCode).toBe(429);
    } finally {
      await s.close();
    }
  });

  it('ends a session after the idle time and after the absolute time', async () => {
    let clock = new Date('2026-03-02T15:00:00Z');
    const s = await testServer({}, { now: () => clock, auth: { idleMs: 60_000, absoluteMs: 300_000 } });
    const minutes = (n: number) => (clock = new Date(clock.getTime() + n * 60_000));
    try {
      const cookieOf = async () => `pw_session=${(await signIn(s.app)).cookies[0]!.value}`;
      const get = (cookie: string) => s.app.inject({ url: '/api/admin/settings', headers: { cookie } });
      let cookie = await cookieOf();
      minutes(0.5);
      expect((await get(cookie)).statusCode).toBe(200);
      minutes(2);
      expect((await get(cookie)).statusCode).toBe(401);
      cookie = await cookieOf();
      for (let i = 0; i < 5; i++) {
        minutes(0.9);
        expect((await get(cookie)).statusCode).toBe(200);
      }
      minutes(0.9);
      expect((await get(cookie)).statusCode).toBe(401);
    } finally {
      await s.close();
    }
  });

  it('sends the admin test data to the webhook and reports what the receiver answered', async () => {
    const rx = await new WebhookReceiver().start();
    rx.script = () => ({ status: 201 });
    const s = await testServer({ WEBHOOK_URL: rx.url });
    try {
      const res = await signIn(s.app);
      const headers = {
        cookie: `pw_session=${res.cookies[0]!.value}`,
        'x-csrf-token': res.json<{ csrfToken: string }>().csrfToken,
      };
      const sent = await s.app.inject({
        method: 'POST',
        url: '/api/admin/settings/test',
        headers,
        payload: { data: { email: 'test@example.com', name: '+SUM(A1)', quoteTotal: 299 } },
      });
      expect(sent.json()).toMatchObject({ ok: true, status: 201 });
      await waitFor(() => rx.received.length === 1);
      expect(rx.received[0]!.json).toMatchObject({
        email: 'test@example.com',
        name: "'+SUM(A1)",
        quoteTotal: 299,
      });
      const bad = await s.app.inject({
        method: 'POST',
        url: '/api/admin/settings/test',
        headers,
        payload: { data: { name: 'x' } },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(/email/);
    } finally {
      await s.close();
      await rx.stop();
    }
  });
});
