/**
 * `GET /api/admin/leads/:email/consent` (JSON) and `…/consent.csv`: one lead's consent record, every ledger
 * row of its e-mail address and of its phone number, whichever lead each was written for (decision 0220);
 * `POST …/consent/withdrawals`: the owner records that the prospect asked to hear no more on a channel.
 */
import { z } from 'zod';
import { CONSENT_ACTIONS, CONSENT_CHANNELS, CONSENT_HOWS } from '../consent/consent.js';
import { LanguageSchema } from '../i18n/language.js';

/** The owner's withdrawal: the channel the prospect asked not to be messaged on. */
export const ConsentWithdrawalSchema = z.strictObject({
  channel: z.enum(CONSENT_CHANNELS, { error: 'must be sms or email' }),
});
export type ConsentWithdrawal = z.infer<typeof ConsentWithdrawalSchema>;

export const ConsentRowSchema = z.object({
  channel: z.enum(CONSENT_CHANNELS),
  address: z.string(),
  action: z.enum(CONSENT_ACTIONS),
  /** The wording's version (its SHA-256), for rows a box made. */
  version: z.string().nullable(),
  /** The wording behind the version, as this site knows it; null when it no longer does. */
  wording: z.string().nullable(),
  /**
   * The language of the box's wording the prospect saw (`en`, `es`; issue 41); null for other rows. The
   * server always sends it; optional so a record written before issue 41 still reads.
   */
  language: LanguageSchema.nullable().optional(),
  how: z.enum(CONSENT_HOWS),
  /** ISO instant, the server's clock. */
  at: z.string(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  /** The page the box was on (the capture's source), or the route that recorded the row. */
  page: z.string().nullable(),
  /** The lead the row was written for; null for a withdrawal from an address no lead holds. */
  leadEmail: z.string().nullable(),
});
export type ConsentRow = z.infer<typeof ConsentRowSchema>;

export const ConsentRecordSchema = z.object({
  email: z.string(),
  /** The lead's phone as E.164, when it has a valid one. */
  phone: z.string().nullable(),
  rows: z.array(ConsentRowSchema),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

/** The CSV export's columns, in order: the JSON's row fields. */
export const CONSENT_CSV_COLUMNS = ConsentRowSchema.keyof().options;
