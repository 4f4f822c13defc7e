import type { Queryable } from '../store/sql-db.js';

/**
 * What a withdrawal does to the follow-up sequences (a higher feature: the follow-ups read the ledger),
 * given by the server: stops the running sequences of a lead (`email`) or a number (`phone`) in the
 * withdrawal's transaction (decision 0240).
 */
export type StopFollowUps = (
  q: Queryable,
  by: { email?: string; phone?: string },
  at: Date,
) => Promise<unknown>;
