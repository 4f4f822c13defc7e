/**
 * What a batch's captures do to their leads' follow-up sequences (decision 0240): each capture of a lead
 * is an event of @pw/funnel's chart (`followUpEventOf`: a booking, or a capture of a reachable lead), and
 * the chart's move is written with the capture, in its transaction. Carried forward capture by capture,
 * like the leads, so two captures of one batch move the sequence twice. The sequence's number is the one
 * the lead's own visits gave (`mayReceiveFrom`, decision 0307), never one a stranger to the lead typed:
 * its texts carry the lead's name, price and a link to the quote.
 */
import { randomUUID } from 'node:crypto';
import {
  consentAddress,
  followUpEventOf,
  followUpOn,
  mayReceiveFrom,
  type Capture,
  type FunnelConfig,
  type Lead,
  type LeadAccess,
} from '@pw/funnel';
import { followUpSettingsOf, followUpTimingWith } from './follow-up-settings.repo.js';
import type { FollowUpRow, FollowUpWrite } from './follow-ups.repo.js';

export interface CaptureFollowUps {
  /**
   * The row to write after `capture`, whose sender stands to the lead as `access`, folded into `lead` (of
   * `email`), or null when nothing changed.
   */
  moveOn(capture: Capture, lead: Lead, email: string, now: Date, access: LeadAccess): FollowUpWrite | null;
}

export function captureFollowUps(
  stored: { followUps: Map<string, FollowUpRow>; followUpSettings: unknown },
  config: FunnelConfig,
): CaptureFollowUps {
  const timing = followUpTimingWith(followUpSettingsOf(stored.followUpSettings), config);
  const rows = new Map(stored.followUps);
  return {
    moveOn(capture, lead, email, now, access) {
      const event = followUpEventOf(capture.stage, lead, now);
      if (!event) return null;
      const row = rows.get(email) ?? null;
      if (row?.state === 'stopped') return null;
      const move = followUpOn(row, event, timing);
      if (!row && move.stored.state === 'unreachable') return null;
      const phone = phoneOf(capture, lead, access, row);
      const id = row?.id ?? randomUUID();
      rows.set(email, { ...move.stored, id, email, phone });
      return { id, email, phone, seenSent: row?.sent ?? null, move, now };
    },
  };
}

/**
 * The number the sequence texts after a capture: a new lead's, as its visit gave it (captures before the
 * e-mail included); the one an own or proven capture gives; else the one the sequence had.
 */
function phoneOf(capture: Capture, lead: Lead, access: LeadAccess, row: FollowUpRow | null): string | null {
  if (access === 'new') return consentAddress('sms', lead.phone);
  const given = capture.fields.phone;
  if (!mayReceiveFrom(access) || given === undefined) return row?.phone ?? null;
  return consentAddress('sms', given);
}
