/**
 * The inbox as CSV that opens cleanly in Google Sheets, Excel and Numbers: UTF-8 with a byte-order mark
 * (Excel reads accents right), CRLF line ends and RFC 4180 quoting, and every text cell neutralised so a
 * value such as `=HYPERLINK(...)` is shown, never run (the same rule as the webhook body).
 */
import { neutraliseCell } from '../webhooks/webhook-body.js';
import type { InboxLead } from './leads.repo.js';

/** The columns, in order: header and value. */
const COLUMNS: [string, (l: InboxLead) => string | number | boolean | null][] = [
  ['Name', (l) => l.name],
  ['Email', (l) => l.email],
  ['Phone', (l) => l.phone],
  ['Address', (l) => l.address],
  ['Property type', (l) => l.propertytype],
  ['Services', (l) => l.serviceneeded],
  ['Quoted price', (l) => l.quoted_price],
  ['Stage', (l) => l.stage],
  ['Status', (l) => l.status],
  ['Quote status', (l) => l.quotestatus],
  ['Appointment', (l) => (l.appointment ? `${l.appointment.date} ${l.appointment.time}` : null)],
  ['Appointment status', (l) => l.appointmentstatus],
  ['Source', (l) => l.conversionsource],
  ['Funnel', (l) => l.conversionfunnel],
  ['Page', (l) => l.source],
  ['Created', (l) => l.timestamp],
  ['Last activity', (l) => l.updated_at],
];

/** One CSV cell: texts neutralised, then quoted when they hold a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: BOM, header row, one row per lead, each line ended by CRLF. */
export function leadsCsv(leads: readonly InboxLead[]): string {
  const lines = [
    COLUMNS.map(([h]) => h).join(','),
    ...leads.map((l) => COLUMNS.map(([, get]) => csvCell(get(l))).join(',')),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
