/**
 * The inbox as CSV that opens cleanly in Google Sheets, Excel and Numbers: UTF-8 with a byte-order mark
 * (Excel reads accents right), CRLF line ends and RFC 4180 quoting, and every text cell neutralised so a
 * value such as `=HYPERLINK(...)` is shown, never run (the same rule as the webhook body).
 */
import { submissionColumnNames } from '@pw/funnel';
import { csvCell } from '../webhooks/webhook-body.js';
import type { InboxLead } from '@pw/funnel';

/**
 * The columns, in order: the e-mail, every column of the lead table as @pw/funnel defines it (read afresh,
 * so a column added there reaches the export), then the held appointment and the last activity.
 */
function columns(): [string, (l: InboxLead) => string | number | boolean | null][] {
  const row = (l: InboxLead) => l as unknown as Record<string, unknown>;
  return [
    ['email', (l) => l.email],
    ...submissionColumnNames().map((c): [string, (l: InboxLead) => string | number | boolean | null] => [
      c,
      (l) => cellValue(row(l)[c]),
    ]),
    ['appointment', (l) => (l.appointment ? `${l.appointment.date} ${l.appointment.time}` : null)],
    ['updated_at', (l) => l.updated_at],
  ];
}

/** A JSON column (the quote snapshot) as its JSON text, so a sheet shows the lines. */
function cellValue(value: unknown): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : (value as string | number | boolean);
}

/** The whole file: BOM, header row, one row per lead, each line ended by CRLF. */
export function leadsCsv(leads: readonly InboxLead[]): string {
  const cols = columns();
  const lines = [
    cols.map(([h]) => h).join(','),
    ...leads.map((l) => cols.map(([, get]) => csvCell(get(l))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
