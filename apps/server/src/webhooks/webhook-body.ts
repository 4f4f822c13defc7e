import { createHmac } from 'node:crypto';

/**
 * Makes a value safe for a spreadsheet: a text starting with = + - @ (or a tab or carriage return) would
 * be read as a formula by Google Sheets or Excel, so it gets a leading apostrophe.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Neutralises every text value of a flat webhook body (nested values are left as they are). */
export function neutraliseFormulas<T extends Record<string, unknown>>(body: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body))
    out[key] = typeof value === 'string' ? neutraliseCell(value) : value;
  return out as T;
}

/**
 * Standard Webhooks signature: `v1,` + base64 HMAC-SHA256 of `id.timestamp.body`. A secret written as
 * `whsec_<base64>` is used as the decoded bytes, any other secret as its UTF-8 bytes.
 */
export function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const key = secret.startsWith('whsec_')
    ? Buffer.from(secret.slice(6), 'base64')
    : Buffer.from(secret, 'utf8');
  const mac = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** One CSV cell: texts neutralised, then quoted when they hold a quote, comma or line break. */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'string' ? neutraliseCell(value) : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
