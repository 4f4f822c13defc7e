/**
 * `npm run demo` and Settings -> Test Data (issue 40, decision 0317): a busy season of sample leads,
 * written through the real capture path (`captureWork`), the real follow-up worker and the owner's own
 * repositories, on a simulated clock, in ONE transaction: the outboxes' rows are settled before it
 * commits (`settleOutboxes`), so no worker ever sees sample work, and a failure leaves nothing behind.
 */
import { CaptureSchema, QUOTE_STAGES, smsConsentOf, type Capture, type FunnelConfig } from '@pw/funnel';
import { captureWork, type CaptureItem } from '../leads/capture.service.js';
import { currentPriceBook } from '../pricing/price-book.repo.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';
import { addMarks, markCounts, type DemoMarkKind } from './demo-marks.repo.js';
import { DemoRandom } from './demo-random.js';
import { DemoOwner } from './demo-owner.js';
import { savePriceVersions, type PriceVersions } from './demo-price-book.js';
import { DemoFollowUps } from './demo-follow-ups.js';
import { settleOutboxes } from './demo-settle.js';
import { planReturn, planVisits, type PlannedCapture } from './demo-visits.js';

export interface DemoOptions {
  now: Date;
  config: FunnelConfig;
  /** Days back from `now` (90 by default). */
  days?: number;
  /** Visits a day at the season's peak (14 by default). */
  perDay?: number;
  seed?: number;
}

export type DemoCounts = Record<DemoMarkKind, number>;

const DAY = 86_400_000;
const HOUR = 3_600_000;
const TICK = 2 * HOUR;

/** A store's own SqlDb that runs inside `tx` (the follow-up worker opens "transactions" on it). */
function inside(kind: SqlDb['kind'], tx: Queryable): SqlDb {
  const db: SqlDb = {
    kind,
    query: (sql, params) => tx.query(sql, params),
    exec: async (sql) => void (await tx.query(sql)),
    transaction: (fn) => fn(tx),
    close: async () => {},
  };
  return db;
}

/** Fills the store with sample data unless it holds some already; answers what the store holds after. */
export async function fillDemo(db: SqlDb, o: DemoOptions): Promise<{ added: boolean; counts: DemoCounts }> {
  return db.transaction(async (tx) => {
    // The capture path's write statement on a store without statistics is JIT-compiled by PostgreSQL at
    // about 800 ms a statement; the season is thousands of them (10 s instead of 0.3 s for 3 days).
    if (db.kind === 'postgres') await tx.query('set local jit = off');
    const before = await markCounts(tx);
    if (before.email + before.visit + before.price_book > 0) return { added: false, counts: before };
    await simulate(inside(db.kind, tx), o);
    await settleOutboxes(tx);
    return { added: true, counts: await markCounts(tx) };
  });
}

async function simulate(db: SqlDb, o: DemoOptions): Promise<void> {
  const rnd = new DemoRandom(o.seed ?? 40);
  const days = o.days ?? 90;
  const start = new Date(o.now.getTime() - days * DAY);
  const { book } = await currentPriceBook(db);
  const versions = await savePriceVersions(db, book, { start, end: o.now }, o.config);
  const visits = planVisits(rnd, { end: o.now, days, perDay: o.perDay ?? 14, book });
  const queue = visits.flatMap((v) => v.captures);
  // A quarter of the visits that stopped at their quote come back within a week and book.
  for (const v of visits) {
    const back = new Date(v.captures.at(-1)!.at.getTime() + rnd.int(20, 150) * HOUR);
    if (v.stoppedAtQuote && rnd.chance(0.25) && back.getTime() < o.now.getTime() - HOUR) {
      queue.push(...planReturn(rnd, v, back));
    }
  }
  queue.sort((a, b) => +a.at - +b.at);
  const work = captureWork(db.kind);
  const owner = new DemoOwner(rnd, db, o.config, o.now);
  const followUps = await DemoFollowUps.start(db, o.config, o.now);
  const item = (p: PlannedCapture, extra = {}) => itemOf(p, extra, versions, o.config);
  let batch: CaptureItem[] = [];
  const flush = async () => {
    if (batch.length > 0) await work.run(db, batch);
    batch = [];
  };
  // Every two hours of the season: the captures before it, the owner's actions, the due follow-ups.
  let tick = start.getTime() + TICK;
  const advance = async (to: number) => {
    for (; tick <= to; tick += TICK) {
      await flush();
      await owner.until(new Date(tick));
      await followUps.fireDue(new Date(tick));
    }
  };
  for (const p of queue) {
    await advance(p.at.getTime());
    if (p.stage === 'appointment_scheduled') {
      await flush();
      await owner.book(p, (slot) => item(p, slot));
      continue;
    }
    batch.push(item(p));
    if (p.stage === 'contact_completed') owner.contacted(p);
  }
  await advance(o.now.getTime());
  await flush();
  await owner.until(o.now);
  await followUps.finish();
  const emails = [...new Set(visits.flatMap((v) => (v.person ? [v.person.email] : [])))];
  await addMarks(db, 'visit', [...visits.map((v) => v.visitId), ...owner.visits], o.now);
  await addMarks(db, 'email', emails, o.now);
  await addMarks(db, 'price_book', versions.saved.map(String), o.now);
}

/** The capture as the browser would send it, with the request's facts, priced as the route prices it. */
function itemOf(
  p: PlannedCapture,
  extra: Capture['fields'],
  versions: PriceVersions,
  config: FunnelConfig,
): CaptureItem {
  const pricing = QUOTE_STAGES.includes(p.stage) ? versions.pricingAt(p.at) : undefined;
  const capture: Capture = CaptureSchema.parse({
    captureId: p.captureId,
    visitId: p.visitId,
    formType: 'onboarding',
    stage: p.stage,
    currentStep: p.currentStep,
    fields: { ...p.fields, ...extra },
    source: `https://sample.invalid/onboarding/${p.currentStep}`,
    querystring: p.querystring,
    timestamp: p.at.toISOString(),
    ...(p.smsBox !== undefined ? { consent: smsConsentOf(p.smsBox, config) } : {}),
  });
  return {
    capture,
    meta: { now: p.at, userAgent: p.userAgent, config, ownerAlerts: true, ...(pricing ? { pricing } : {}) },
  };
}
