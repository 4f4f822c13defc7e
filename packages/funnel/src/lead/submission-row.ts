import type { Lead } from './lead.js';
import type { Stage } from './stages.js';

/** The SQL types the lead table uses (the store casts each parameter to its column's type). */
export type ColumnType = 'text' | 'integer' | 'boolean' | 'timestamptz' | 'jsonb';

/** One column: the lead field it holds, its SQL type and its webhook key. */
export interface ColumnDef {
  /** The lead field the column holds. */
  readonly field: keyof Lead;
  readonly type: ColumnType;
  /**
   * The webhook body's key for it: the field's name unless given; `false` when the body already carries
   * the value under another key (the scheduled time is the body's `appointmentTimestamp`).
   */
  readonly webhook?: string | false;
}

/**
 * The columns of `onboarding_submissions` (spec point 3, `apps/server/migrations`) besides its keys
 * (`id`, `email`) and `updated_at`, which the store sets. This is the one list: the row patch, the row
 * type, the store's casts, the webhook body and the owner's CSV are all derived from it, and a server
 * test checks it against the migrated table. A new column is written on every capture unless `dbPatchFor`
 * lists it for particular steps.
 */
export const SUBMISSION_COLUMNS = {
  name: { field: 'name', type: 'text' },
  phone: { field: 'phone', type: 'text' },
  address: { field: 'address', type: 'text' },
  propertytype: { field: 'propertyType', type: 'text' },
  serviceneeded: { field: 'serviceNeeded', type: 'text' },
  stage: { field: 'stage', type: 'text' },
  status: { field: 'status', type: 'text' },
  quotestatus: { field: 'quoteStatus', type: 'text' },
  quoted_price: { field: 'quotedPrice', type: 'integer', webhook: 'quoteTotal' },
  timestamp: { field: 'timestamp', type: 'timestamptz' },
  scheduled_time: { field: 'scheduledTime', type: 'text', webhook: false },
  appointmentstatus: { field: 'appointmentStatus', type: 'text' },
  source: { field: 'source', type: 'text' },
  partial: { field: 'partial', type: 'boolean' },
  completed: { field: 'completed', type: 'boolean' },
  formtype: { field: 'formType', type: 'text' },
  conversionfunnel: { field: 'conversionFunnel', type: 'text' },
  conversionsource: { field: 'conversionSource', type: 'text' },
  querystring: { field: 'querystring', type: 'text' },
  // The key `email` is lower-cased (the unique key, migration 0003); this is the spelling the prospect
  // typed first, the one the webhook body's `email` carries (decision 0152, migration 0008).
  email_as_typed: { field: 'email', type: 'text', webhook: false },
  // The quote as given (issue 21, migration 0018): book version and lines; JSON text in the webhook and CSV.
  quote_snapshot: { field: 'quoteSnapshot', type: 'jsonb' },
  // What the booking is, quote or on-site assessment (issue 21 §3, migration 0021).
  appointment_kind: { field: 'appointmentKind', type: 'text' },
  // The prospect's language, `en` or `es` (issue 41, migration 0029): the latest capture's that carried one.
  language: { field: 'language', type: 'text' },
} as const satisfies Record<string, ColumnDef>;

export type SubmissionColumn = keyof typeof SUBMISSION_COLUMNS;

/** The column names in table order (the CSV's order), read afresh so a column added anywhere is seen. */
export function submissionColumnNames(): SubmissionColumn[] {
  return Object.keys(SUBMISSION_COLUMNS) as SubmissionColumn[];
}

/** The value a column holds: its lead field's type. */
export type SubmissionValue<C extends SubmissionColumn = SubmissionColumn> =
  Lead[(typeof SUBMISSION_COLUMNS)[C]['field']];

type Columns = { [C in SubmissionColumn]: SubmissionValue<C> | null };

/** A row patch: the e-mail (the key) and any columns. A store refuses a key that is not a column. */
export type SubmissionPatch = { email: string } & Partial<Columns>;

/** One `onboarding_submissions` row as the API returns it (times as ISO strings). */
export type SubmissionRow = { id: number; email: string; updated_at: string | null } & Columns;

/** The given columns of a lead, read through their fields. */
export function columnsOf(lead: Lead, columns: readonly SubmissionColumn[]): Partial<Columns> {
  const out: Partial<Record<SubmissionColumn, unknown>> = {};
  for (const column of columns) out[column] = lead[SUBMISSION_COLUMNS[column].field];
  return out as Partial<Columns>;
}

/** Whether `key` is a column of the lead table a patch may carry (the e-mail included). */
export function isSubmissionColumn(key: string): key is SubmissionColumn | 'email' {
  return key === 'email' || Object.hasOwn(SUBMISSION_COLUMNS, key);
}

const FULL_LEAD: readonly SubmissionColumn[] = [
  'name',
  'phone',
  'address',
  'propertytype',
  'serviceneeded',
  'quotestatus',
  'quoted_price',
  'quote_snapshot',
];

const APPOINTMENT_COLUMNS: readonly SubmissionColumn[] = ['scheduled_time', 'appointmentstatus'];

/** The lead's details each step writes (spec 7.1); any other step writes the full lead. */
const STEP_COLUMNS: Partial<Record<Stage, readonly SubmissionColumn[]>> = {
  name_completed: ['name'],
  contact_completed: ['phone', 'name'],
  address_completed: ['address'],
  // The waitlist keeps the contact details and the address; a quote given earlier stays.
  waitlist_joined: ['name', 'phone', 'address'],
  property_type_completed: ['propertytype'],
  service_type_completed: ['serviceneeded'],
  size_completed: ['serviceneeded'],
  appointment_scheduled: [...FULL_LEAD, 'scheduled_time', 'appointmentstatus', 'appointment_kind'],
  process_completed: ['appointmentstatus', 'appointment_kind'],
  appointment_rescheduled: APPOINTMENT_COLUMNS,
  appointment_cancelled: APPOINTMENT_COLUMNS,
  appointment_confirmed: APPOINTMENT_COLUMNS,
  appointment_done: APPOINTMENT_COLUMNS,
};

/** The columns written only on the steps that list them; every other column is written on every capture. */
const STEP_SCOPED = new Set([...FULL_LEAD, ...Object.values(STEP_COLUMNS).flat()]);

/**
 * The columns one capture writes: the e-mail (the key), every column that is not step-scoped (stage,
 * flags, attribution, `timestamp`, which the store keeps from the first capture) and the step's own.
 * `updated_at` is the store's to set.
 */
export function dbPatchFor(lead: Lead): SubmissionPatch {
  const step = STEP_COLUMNS[lead.stage] ?? FULL_LEAD;
  const everyCapture = submissionColumnNames().filter((c) => !STEP_SCOPED.has(c));
  return { email: lead.email, ...columnsOf(lead, [...step, ...everyCapture]) };
}
