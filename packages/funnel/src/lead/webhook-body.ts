import type { Capture } from './capture.schema.js';
import type { Lead } from './lead.js';
import { SUBMISSION_COLUMNS, type ColumnDef } from './submission-row.js';

/** The flat camelCase body Zapier receives (spec point 7.3); top-level keys map to sheet columns. */
export type WebhookBody = Record<string, string | number | boolean>;

/** `value` as JSON text with every object's keys in sorted order. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The body: the e-mail, the notes and the step, every column's field (under its webhook key, left out
 * while null), the capture's own time, the quote lines and the appointment the prospect chose.
 */
export function webhookBodyFor(lead: Lead, capture: Capture): WebhookBody {
  const body: WebhookBody = { email: lead.email, notes: lead.notes, currentStep: lead.currentStep };
  for (const def of Object.values(SUBMISSION_COLUMNS) as ColumnDef[]) {
    const value = lead[def.field];
    if (def.webhook === false || value === null) continue;
    // A JSON column (the quote snapshot) goes as JSON text: Zapier maps flat fields to sheet columns. Its
    // keys sorted: a value read back from jsonb has another key order than the one just computed, and the
    // same lead must give the same body either way.
    body[def.webhook ?? def.field] =
      def.type === 'jsonb' ? sortedJson(value) : (value as string | number | boolean);
  }
  body.timestamp = capture.timestamp;
  if (lead.quoteDetails) body.quoteDetails = JSON.stringify(lead.quoteDetails);
  if (lead.appointmentDate) body.appointmentDate = lead.appointmentDate;
  if (lead.appointmentTime) body.appointmentTime = lead.appointmentTime;
  if (lead.appointmentTimestamp) body.appointmentTimestamp = lead.appointmentTimestamp;
  return body;
}
