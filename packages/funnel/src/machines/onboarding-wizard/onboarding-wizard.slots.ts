import { availabilityRules, scheduleRulesOf } from '../../calendar/availability-rules.js';
import {
  blockedDays,
  bookingWindow,
  isDaySelectable,
  openSlotsOn,
  type IsoDay,
} from '../../calendar/calendar.js';
import type { Availability, OnboardingWizardContext } from './onboarding-wizard.types.js';

// The wizard's calendar: the days and slots it offers, and the availability the server answers.

/** Slots still open on a day: offered, not too soon, and not taken (availability). None without a day. */
export function openSlots(
  context: Pick<OnboardingWizardContext, 'takenSlots' | 'rules' | 'now'>,
  day: IsoDay | null,
): string[] {
  return day ? openSlotsOn(day, context.now, context.rules, context.takenSlots[day] ?? []) : [];
}

/**
 * The days the calendar offers nothing on: the server's answer once it came, otherwise the configured
 * blocked days (the owner's ranges, the demo offsets from the business's today) in the booking window.
 */
export function unavailableDaysOf(
  context: Pick<OnboardingWizardContext, 'now' | 'unavailableDays' | 'config'>,
): readonly IsoDay[] {
  if (context.unavailableDays) return context.unavailableDays;
  const defaults = availabilityRules(undefined, context.config);
  const { first, last } = bookingWindow(context.now, defaults);
  return blockedDays(context.now, defaults, first, last);
}

/** Can this day be chosen now (window, working days, notice, blocked and fully booked days)? */
export function canSelectDay(
  context: Pick<OnboardingWizardContext, 'now' | 'unavailableDays' | 'rules' | 'config'>,
  day: IsoDay,
): boolean {
  return isDaySelectable(day, context.now, context.rules, unavailableDaysOf(context));
}

/**
 * Stores fresh availability, and the clock it was read at. A chosen day that became unavailable, or a
 * chosen slot that became taken or too soon, is cleared so Confirm cannot book it.
 */
export function withAvailability(
  context: OnboardingWizardContext,
  availability: Availability,
): Pick<
  OnboardingWizardContext,
  'unavailableDays' | 'takenSlots' | 'rules' | 'selectedDay' | 'selectedSlot' | 'now'
> {
  const next = {
    ...context,
    unavailableDays: availability.unavailableDays,
    takenSlots: availability.takenSlots,
    rules: availability.rules ? scheduleRulesOf(availability.rules) : context.rules,
    now: availability.now ?? context.now,
  };
  const selectedDay = next.selectedDay && canSelectDay(next, next.selectedDay) ? next.selectedDay : null;
  const selectedSlot =
    next.selectedSlot && openSlots(next, selectedDay).includes(next.selectedSlot) ? next.selectedSlot : null;
  const { unavailableDays, takenSlots, rules, now } = next;
  return { unavailableDays, takenSlots, rules, selectedDay, selectedSlot, now };
}
