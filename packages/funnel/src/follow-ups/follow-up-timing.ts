/**
 * When a follow-up message may go (issue 20, decision 0222): its step's delay after the lead stopped, then
 * the first instant inside the business's sending hours (8 am to 8 pm on its own clock) that is not on the
 * same business day as the message before. Pure: the clock and the zone are arguments.
 */
import { TZDate } from '@date-fns/tz';
import { defaultConfig, type FunnelConfig } from '../config/funnel-config.js';

export const FOLLOW_UP_STEPS = 3;
const MINUTE = 60_000;
export interface FollowUpTiming {
  readonly delaysMinutes: readonly [number, number, number];
  /** Whole hours of the business's clock: messages go from `from` (inclusive) to `to` (exclusive). */
  readonly sendHours: { readonly from: number; readonly to: number };
  readonly timeZone: string;
}

/** The configured timing (the business's zone from the calendar). */
export function followUpTimingOf(config: FunnelConfig = defaultConfig): FollowUpTiming {
  return { ...config.followUp, timeZone: config.calendar.timeZone };
}

const local = (at: Date, zone: string) => new TZDate(at.getTime(), zone);
const dayKey = (d: TZDate) => d.getFullYear() * 10_000 + (d.getMonth() + 1) * 100 + d.getDate();

/** `hour`:00 on the business day `days` after the one of `at` (8:00 exists every day: zones jump at night). */
function hourOn(at: Date, days: number, hour: number, zone: string): Date {
  const d = local(at, zone);
  return new Date(new TZDate(d.getFullYear(), d.getMonth(), d.getDate() + days, hour, 0, 0, zone).getTime());
}

/** Is `at` inside the sending hours on the business's clock? */
export function withinSendHours(at: Date, timing: FollowUpTiming): boolean {
  const hour = local(at, timing.timeZone).getHours();
  return hour >= timing.sendHours.from && hour < timing.sendHours.to;
}

/** Are two instants on the same day of the business's clock? */
export function sameBusinessDay(a: Date, b: Date, zone: string): boolean {
  return dayKey(local(a, zone)) === dayKey(local(b, zone));
}

/**
 * When message `step` (0, 1, 2) may go: `stoppedAt` (the lead's last capture) plus the step's delay, moved
 * to the opening of the sending hours when it falls outside them, and to the next day's opening when a
 * message already went that business day (`lastSentAt`). Never earlier than the delay says.
 *
 * @example
 * // A lead that stopped at 7:50 pm in New York: its 15-minute message waits for 8 am.
 * nextSendAt({ stoppedAt: new Date('2026-03-02T00:50:00Z'), step: 0, lastSentAt: null, timing })
 * // 2026-03-02T13:00:00.000Z
 */
export function nextSendAt(input: {
  stoppedAt: Date;
  step: number;
  lastSentAt: Date | null;
  timing: FollowUpTiming;
}): Date {
  const { timing } = input;
  const { from, to } = timing.sendHours;
  const zone = timing.timeZone;
  const delay = timing.delaysMinutes[Math.min(Math.max(input.step, 0), FOLLOW_UP_STEPS - 1)]!;
  let at = new Date(input.stoppedAt.getTime() + delay * MINUTE);
  // Each move only goes forward, to an opening of the hours; two rounds settle it (a later day's opening
  // is inside the hours and on another day than the last message).
  for (let round = 0; round < 5; round++) {
    const hour = local(at, zone).getHours();
    if (hour < from) at = hourOn(at, 0, from, zone);
    else if (hour >= to) at = hourOn(at, 1, from, zone);
    else if (input.lastSentAt && sameBusinessDay(at, input.lastSentAt, zone) && at >= input.lastSentAt)
      at = hourOn(at, 1, from, zone);
    else if (input.lastSentAt && at < input.lastSentAt) at = new Date(input.lastSentAt.getTime());
    else return at;
  }
  return at;
}
