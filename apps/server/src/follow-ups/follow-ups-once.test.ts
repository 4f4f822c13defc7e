/**
 * Nothing is sent twice (issue 20, decisions 0240-0241): a restart mid-sequence, while a dead process's
 * lease holds the due sequences, sends each message once, a stale capture cannot restart a sequence's
 * wait, and two processes on one PostgreSQL send each follow-up once.
 */
import { defaultConfig, followUpOn, followUpTimingOf } from '@pw/funnel';
import { describe, expect, it } from 'vitest';
import { freshPostgresUrl } from '../../test/databases.js';
import { NOW } from '../../test/test-server.js';
import { waitFor } from '../../test/webhook-receiver.js';
import { recordCapture } from '../leads/capture.service.js';
import { migrate } from '../store/migrate.js';
import { openPostgres } from '../store/postgres.db.js';
import type { SqlDb } from '../store/sql-db.js';
import { claimDueFollowUps, runningFollowUps, saveFollowUps } from './follow-ups.repo.js';
import { aWorker, followUpServer, later, quote } from './follow-ups.testkit.js';

const timing = followUpTimingOf(defaultConfig);

describe('a restart mid-sequence', () => {
  let clock = NOW;
  const t = followUpServer(() => clock);
  const { post, run, textsTo, sequence, followUpRows } = t;

  it('sends nothing twice after a restart mid-sequence', async () => {
    clock = NOW;
    await post(quote('restart@example.com', '5615550105', true));
    clock = later(60);
    // A process claimed every due sequence and died: their lease holds them for a minute.
    const held = await claimDueFollowUps(t.s.db, { now: clock, leaseUntil: later(120), limit: 100 });
    expect(held.length).toBeGreaterThan(0);
    await run();
    expect(textsTo('+15615550105')).toHaveLength(0);
    clock = later(121);
    const restarted = aWorker(t.s.db, { smsReady: true, now: () => clock });
    // Two polls at once, and again: one message.
    await Promise.all([restarted.runOnce(), restarted.runOnce(), t.s.app.followUps.runOnce()]);
    await restarted.runOnce();
    await t.s.app.sms.runOnce();
    expect(textsTo('+15615550105')).toHaveLength(1);
    expect(await followUpRows('restart@example.com')).toBe(1);
    expect(await sequence('restart@example.com')).toMatchObject({ state: 'following', sent: 1 });
    // A capture that read the row before that message (sent 0) and commits after it: its restart of the
    // wait is dropped (no second first message), while a stop it makes still applies.
    const [row] = await runningFollowUps(t.s.db, { email: 'restart@example.com' });
    const stale = { ...row!, state: 'waiting' as const, sent: 0, lastSentAt: null };
    const capturedAt = later(200);
    const restart = followUpOn(stale, { type: 'lead.captured', at: capturedAt, reachable: true }, timing);
    await saveFollowUps(t.s.db, [{ ...row!, seenSent: 0, move: restart, now: capturedAt }]);
    expect(await sequence('restart@example.com')).toMatchObject({ state: 'following', sent: 1 });
    const booked = followUpOn(stale, { type: 'lead.booked', at: capturedAt }, timing);
    await saveFollowUps(t.s.db, [{ ...row!, seenSent: 0, move: booked, now: capturedAt }]);
    expect(await sequence('restart@example.com')).toEqual({
      state: 'stopped',
      sent: 1,
      stop_reason: 'booked',
    });
  });
});

describe('two processes on one PostgreSQL', () => {
  it('send each follow-up once', async () => {
    const url = await freshPostgresUrl();
    const [a, b] = [openPostgres(url), openPostgres(url)];
    try {
      await migrate(a);
      const leads = Array.from({ length: 20 }, (_, i) => `pair-${i}@example.com`);
      for (const email of leads)
        await recordCapture(a, quote(email, '5615550106', false), { now: NOW, config: defaultConfig });
      const worker = (db: SqlDb) => aWorker(db, { smsReady: false, now: () => later(16 * 60), pollMs: 10 });
      const workers = [worker(a), worker(b)];
      for (const w of workers) w.start();
      const mails = async () =>
        (
          await a.query<{ n: number; seqs: number }>(
            `select count(*)::int as n, count(distinct follow_up_id)::int as seqs from mail_deliveries`,
          )
        ).rows[0]!;
      await waitFor(async () => (await mails()).n >= 20, 20_000, 'every first follow-up');
      await new Promise((r) => setTimeout(r, 200));
      await Promise.all(workers.map((w) => w.stop()));
      expect(await mails()).toEqual({ n: 20, seqs: 20 });
      const seqs = await a.query<{ sent: number; n: number }>(
        'select sent, count(*)::int as n from follow_ups group by sent',
      );
      expect(seqs.rows).toEqual([{ sent: 1, n: 20 }]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
