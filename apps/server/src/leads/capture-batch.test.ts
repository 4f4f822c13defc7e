/**
 * Captures in batches (decision 0170): a batch folds its captures in arrival order, exactly as if they
 * ran one after another, in one read and one write statement; a slot capture runs alone in its place; a
 * failing capture is refused alone; a concurrent burst delivers one webhook per capture, in each lead's
 * order. On real PGlite and real PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { Capture } from '@pw/funnel';
import { aCapture, aWizardVisit } from '../../test/a-capture.js';
import { DB_KINDS, freshDb, freshPostgresUrl } from '../../test/databases.js';
import { migrate } from '../store/migrate.js';
import { openPostgres } from '../store/postgres.db.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { SlotError } from '../appointments/appointments.repo.js';
import {
  captureRecorder,
  recordCapture,
  recordCapturesIn,
  type CaptureItem,
  type CaptureOutcome,
} from './capture.service.js';

// The test clock: Monday 2 March 2026, 15:00 UTC, inside the booking window of 6 March.
const at = (i: number) => ({ now: new Date(Date.parse('2026-03-02T15:00:00Z') + i * 1000) });

/** A mixed script: two visits joining their e-mails mid-way, a screen view, a repeat, a booking among them. */
function script(): Capture[] {
  const v1 = randomUUID();
  const v2 = randomUUID();
  const [, name, contact, address, , , quote, booking] = aWizardVisit('ana@example.com', v1);
  const step = (visitId: string, stage: Capture['stage'], fields: Capture['fields']) =>
    aCapture({ visitId, stage, currentStep: stage, fields });
  return [
    name!, // visit 1 before its e-mail is known
    step(v2, 'screen_viewed', {}),
    contact!, // visit 1 gives its e-mail
    { ...name!, captureId: name!.captureId.toUpperCase() }, // a repeat inside the batch, in other case
    step(v1, 'address_completed', { address: '9 Palm Way' }), // visit 1 after its e-mail, without it
    step(v2, 'name_completed', { name: 'Bo' }),
    step(v2, 'contact_completed', { email: 'Bo@Example.com', phone: '5615550100' }),
    address!,
    quote!,
    booking!, // a booking in the middle of the batch: runs alone, in its place
    step(v1, 'process_completed', { email: 'ana@example.com' }),
    step(v2, 'quote_details', { email: 'bo@example.com', serviceNeeded: 'Driveway Cleaning' }),
    step(v2, 'address_completed', { address: '2 Bay Rd' }),
  ];
}

/** Everything a capture leaves in the store, without ids, tokens or times the database makes. */
async function stored(q: Queryable) {
  const rows = async (sql: string) => (await q.query<Record<string, unknown>>(sql)).rows;
  const mail = (await rows('select count(*)::int as n from mail_deliveries'))[0];
  return {
    events: await rows('select capture_id, visit_id, email, stage, device from lead_events order by id'),
    visits: await rows('select visit_id, email from lead_visits order by visit_id'),
    leads: (await rows('select key, lead from lead_states order by key')).map((r) => ({
      key: r.key,
      lead: typeof r.lead === 'string' ? (JSON.parse(r.lead) as unknown) : r.lead,
    })),
    submissions: await rows('select * from onboarding_submissions order by email').then((all) =>
      all.map(({ id: _id, ...rest }) => rest),
    ),
    deliveries: await rows('select lead_key, capture_id, body from webhook_deliveries order by seq'),
    appointments: await rows(
      `select to_char(slot_date, 'YYYY-MM-DD') as day, slot_time, email from appointments`,
    ),
    mail,
  };
}

const shape = (o: CaptureOutcome) =>
  o.kind === 'duplicate'
    ? o
    : { ...o, deliveryId: o.deliveryId !== null, manageToken: o.manageToken !== null };

/** Counts the statements a transaction runs. */
function counted(tx: Queryable): Queryable & { statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    query: (sql, params) => {
      statements.push(sql.trim().split(/\s+/).slice(0, 2).join(' '));
      return tx.query(sql, params);
    },
  };
}

describe.each(DB_KINDS)('captures in batches on %s', (kind) => {
  const dbs: SqlDb[] = [];
  const fresh = async () => {
    const db = await freshDb(kind);
    dbs.push(db);
    return db;
  };
  afterAll(() => Promise.all(dbs.map((db) => db.close())));

  it('folds a batch exactly as the same captures one after another, in one read and one write per run', async () => {
    const captures = script();
    const items: CaptureItem[] = captures.map((capture, i) => ({ capture, meta: at(i) }));

    const alone = await fresh();
    const oneByOne: CaptureOutcome[] = [];
    for (const { capture, meta } of items) oneByOne.push(await recordCapture(alone, capture, meta));

    const together = await fresh();
    let statements: string[] = [];
    const batched = await together.transaction(async (tx) => {
      const q = counted(tx);
      const out = await recordCapturesIn(q, kind, items);
      statements = q.statements;
      return out;
    });

    expect(batched.map(shape)).toEqual(oneByOne.map(shape));
    expect(batched.map((o) => o.kind)).toEqual([
      ...['accepted', 'accepted', 'accepted', 'duplicate'],
      ...Array<string>(9).fill('accepted'),
    ]);
    expect(await stored(together)).toEqual(await stored(alone));
    // The nine captures before the booking: one read, one write. The booking alone, then the last three.
    expect(statements.slice(0, 2)).toEqual(['with c', 'with ev']);
    expect(statements.slice(-2)).toEqual(['with c', 'with ev']);
    const folded = await stored(together);
    // Visit 1's address after its e-mail was known went to the lead by e-mail, not the visit.
    expect(folded.submissions.find((r) => r.email === 'ana@example.com')).toMatchObject({
      address: '1 Ocean Blvd',
      stage: 'process_completed',
      appointmentstatus: 'confirmed',
    });
    expect(folded.submissions.find((r) => r.email === 'bo@example.com')).toMatchObject({
      name: 'Bo',
      email_as_typed: 'Bo@Example.com',
      address: '2 Bay Rd',
    });
    expect(folded.events).toHaveLength(12);
    expect(folded.appointments).toEqual([
      { day: '2026-03-06', slot_time: '8:30 AM', email: 'ana@example.com' },
    ]);
  });

  it('treats a capture id seen before as a repeat that changes nothing', async () => {
    const db = await fresh();
    const c = aCapture({ fields: { email: 'cy@example.com', name: 'Cy' } });
    await recordCapture(db, c, at(0));
    const out = await db.transaction((tx) =>
      recordCapturesIn(tx, kind, [
        { capture: { ...c, fields: { email: 'cy@example.com', name: 'Changed' } }, meta: at(1) },
        { capture: aCapture({ fields: { email: 'dee@example.com' } }), meta: at(2) },
      ]),
    );
    expect(out.map((o) => o.kind)).toEqual(['duplicate', 'accepted']);
    const names = await db.query<{ name: string }>(
      `select name from onboarding_submissions where email = 'cy@example.com'`,
    );
    expect(names.rows).toEqual([{ name: 'Cy' }]);
    const events = await db.query<{ n: number }>('select count(*)::int as n from lead_events');
    expect(events.rows[0]!.n).toBe(2);
  });

  it('refuses only the failing capture of a group-committed batch; the others are stored', async () => {
    const db = await fresh();
    const [taker] = aWizardVisit('eve@example.com').slice(7);
    expect((await recordCapture(db, taker!, at(0))).kind).toBe('accepted');
    const record = captureRecorder(db);
    const late = aWizardVisit('fay@example.com')[7]!; // the same slot, taken
    const plain = ['gus', 'hal', 'ivy', 'jo'].map((n) =>
      aCapture({ fields: { email: `${n}@example.com`, name: n } }),
    );
    const settled = await Promise.allSettled(
      [plain[0]!, plain[1]!, late, plain[2]!, plain[3]!].map((c, i) => record(c, at(i + 1))),
    );
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
    expect((settled[2] as PromiseRejectedResult).reason).toBeInstanceOf(SlotError);
    expect(record.groupCommit.stats).toMatchObject({ batches: 1, largestBatch: 5, retried: 1 });
    const rows = await db.query<{ email: string }>('select email from onboarding_submissions order by email');
    expect(rows.rows.map((r) => r.email)).toEqual(['eve@example.com', ...plain.map((c) => c.fields.email)]);
    const deliveries = await db.query<{ n: number }>('select count(*)::int as n from webhook_deliveries');
    expect(deliveries.rows[0]!.n).toBe(5);
  });

  it('delivers one webhook per capture after a concurrent burst, each lead in its order', async () => {
    const db = await fresh();
    // On PostgreSQL two server processes (two pools) take the same leads' captures at once.
    const others: SqlDb[] = [];
    if (kind === 'postgres') {
      const url = await freshPostgresUrl();
      const a = openPostgres(url);
      await migrate(a);
      others.push(a, openPostgres(url));
      dbs.push(...others);
    }
    const recorders = (others.length > 0 ? others : [db]).map((d) => captureRecorder(d));
    const target = others[0] ?? db;
    const leads = Array.from({ length: 12 }, (_, i) => `burst${i}@example.com`);
    const rounds = 10;
    const burst: Promise<CaptureOutcome>[] = [];
    for (let r = 0; r < rounds; r += 1) {
      leads.forEach((email, i) => {
        const record = recorders[(i + r) % recorders.length]!;
        const c = aCapture({ stage: 'contact_completed', fields: { email, notes: `round ${r}` } });
        burst.push(record(c, at(r)));
        burst.push(record(aCapture({ stage: 'screen_viewed', fields: {} }), at(r)));
      });
    }
    const out = await Promise.all(burst);
    expect(out.every((o) => o.kind === 'accepted')).toBe(true);
    const count = async (sql: string) => (await target.query<{ n: number }>(sql)).rows[0]!.n;
    expect(await count('select count(*)::int as n from lead_events')).toBe(leads.length * rounds * 2);
    expect(await count('select count(*)::int as n from webhook_deliveries')).toBe(leads.length * rounds);
    expect(await count('select count(*)::int as n from onboarding_submissions')).toBe(leads.length);
    const bodies = await target.query<{ lead_key: string; body: string }>(
      'select lead_key, body from webhook_deliveries order by seq',
    );
    for (const email of leads) {
      const notes = bodies.rows
        .filter((d) => d.lead_key === email)
        .map((d) => (JSON.parse(d.body) as { notes: string }).notes);
      if (recorders.length === 1) {
        // One process: its captures are folded and delivered in the order they arrived.
        expect(notes).toEqual(Array.from({ length: rounds }, (_, r) => `round ${r}`));
      } else {
        expect([...notes].sort()).toEqual(Array.from({ length: rounds }, (_, r) => `round ${r}`).sort());
      }
    }
    for (const r of recorders) {
      expect(r.groupCommit.stats.largestBatch).toBeGreaterThan(1);
      // PostgreSQL runs a few batches at once, each on its own connection; PGlite one at a time.
      expect(r.groupCommit.stats.lanesAtOnce).toBe(kind === 'postgres' ? 4 : 1);
    }
  });
});
