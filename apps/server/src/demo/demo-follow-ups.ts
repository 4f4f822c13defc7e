/**
 * The follow-up worker on the sample season's clock (decision 0317): the real `FollowUpWorker`, run every
 * two simulated hours inside the fill's transaction, moves the sample sequences through the chart and
 * queues their messages (settled before commit). While it runs, the store's own sequences that are due
 * are held out of its claim (their lease set to the fill's end) and given back their lease after, in the
 * same transaction: the sample clock never sends a real lead's message.
 */
import type { FunnelConfig } from '@pw/funnel';
import { FollowUpWorker } from '../follow-ups/follow-up.worker.js';
import { followUpLeads } from '../leads/lead-ports.js';
import type { SqlDb } from '../store/sql-db.js';

const SILENT = { info: () => {}, warn: () => {} };

export class DemoFollowUps {
  private clock = new Date(0);
  private readonly worker: FollowUpWorker;

  private constructor(
    private readonly db: SqlDb,
    config: FunnelConfig,
    private readonly held: string,
  ) {
    this.worker = new FollowUpWorker({
      db,
      config,
      leads: followUpLeads,
      publicUrl: 'https://sample.invalid',
      // A key no link is sealed with: a sample message's unsubscribe link opens nothing.
      secret: () => Promise.resolve('sample-data-links-open-nothing'),
      mail: true,
      smsReady: () => Promise.resolve(true),
      log: SILENT,
      now: () => this.clock,
    });
  }

  /** Holds the store's own due sequences out of the sample clock's reach until `finish`. */
  static async start(db: SqlDb, config: FunnelConfig, end: Date): Promise<DemoFollowUps> {
    const res = await db.query<{ held: unknown }>(
      `with held as (select id, locked_until from follow_ups where status = 'pending' and next_attempt_at <= $1),
            hold as (update follow_ups f set locked_until = $1 from held where f.id = held.id returning 1)
       select coalesce(jsonb_agg(jsonb_build_object('id', id, 'locked_until', locked_until)), '[]'::jsonb) as held
       from held`,
      [end],
    );
    return new DemoFollowUps(db, config, JSON.stringify(res.rows[0]?.held ?? []));
  }

  /** Runs the worker at `now` until nothing more is due. */
  async fireDue(now: Date): Promise<void> {
    this.clock = now;
    while ((await this.worker.runOnce()) > 0);
  }

  /** Gives the held sequences their lease back. */
  async finish(): Promise<void> {
    await this.db.query(
      `update follow_ups f set locked_until = h.locked_until
       from jsonb_to_recordset($1::jsonb) as h(id uuid, locked_until timestamptz) where f.id = h.id`,
      [this.held],
    );
  }
}
