/**
 * What a batch's captures do to their leads' follow-up sequences (decision 0240): each capture of a lead
 * is an event of @pw/funnel's chart (`followUpEventOf`: a booking, or a capture of a reachable lead), and
 * the chart's move is written with the capture, in its transaction. Carried forward capture by capture,
 * like the leads, so two captures of one batch move the sequence twice.
 */
import { randomUUID } from 'node:crypto';
import {
  consentAddress,
  followUpEventOf,
  followUpOn,
  type Capture,
  type FunnelConfig,
  type Lead,
} from '@pw/funnel';
import { followUpSettingsOf, followUpTimingWith } from '../store/follow-up-settings.repo.js';
import type { FollowUpRow, FollowUpWrite } from '../store/follow-ups.repo.js';

export interface CaptureFollowUps {
  /** The row to write after `capture` folded into `lead` (of `email`), or null when nothing changed. */
  moveOn(capture: Capture, lead: Lead, email: string, now: Date): FollowUpWrite | null;
}

export function captureFollowUps(
  stored: { followUps: Map<string, FollowUpRow>; followUpSettings: unknown },
  config: FunnelConfig,
): CaptureFollowUps {
  const timing = followUpTimingWith(followUpSettingsOf(stored.followUpSettings), config);
  const rows = new Map(stored.followUps);
  return {
    moveOn(capture, lead, email, now) {
      const event = followUpEventOf(capture.stage, lead, now);
      if (!event) return null;
      const row = rows.get(email) ?? null;
      if (row?.state === 'stopped') return null;
      const move = followUpOn(row, event, timing);
      if (!row && move.stored.state === 'unreachable') return null;
      const phone = consentAddress('sms', lead.phone);
      const id = row?.id ?? randomUUID();
      rows.set(email, { ...move.stored, id, email, phone });
      return { id, email, phone, seenSent: row?.sent ?? null, move, now };
    },
  };
}
