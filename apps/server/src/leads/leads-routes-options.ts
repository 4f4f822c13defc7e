import type { FunnelConfig } from '@pw/funnel';
import type { SqlDb } from '../store/sql-db.js';
import type { SubmissionPatch } from './lead-store.js';

/** What the owner's lead routes (the inbox, marks, data fields, resume links) need from the server. */
export interface LeadsRoutesOptions {
  db: SqlDb;
  now: () => Date;
  config: FunnelConfig;
  /** The site's public address, for the links the owner hands out (a lead's resume link). */
  publicUrl: string;
  /** Wakes the webhook worker after something was queued (a Data Fields save). */
  onQueued?: () => void;
  /** Called with the lead-table patch after a Data Fields save committed (the Supabase mirror). */
  onCommitted?: (patch: SubmissionPatch) => void;
}
