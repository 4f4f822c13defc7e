import type { Page } from '@playwright/test';
import {
  AvailabilityResponseSchema,
  availabilityRules,
  blockedDays,
  businessToday,
  isDaySelectable,
  openSlotsOn,
} from '@pw/funnel';

/**
 * How long a test's pick must stay bookable: from the click, through the confirmation, to the server's
 * check. Tests run at any hour (docs/testing.md), so a slot whose notice runs out within this margin, or a
 * day the demo blocked offsets cover after the coming New York midnight, is not picked.
 */
const MARGIN_MS = 5 * 60_000;

/**
 * Which days and slots the real server will still accept in {@link MARGIN_MS}, by the same rules
 * (@pw/funnel) and the server's current answer (`/api/availability`: the owner's rules, blocked and full
 * days, taken slots).
 */
export async function stillOpenSoon(page: Page) {
  const res = await page.request.get('/api/availability');
  if (!res.ok()) throw new Error(`GET /api/availability answered ${res.status()}`);
  const answer = AvailabilityResponseSchema.parse(await res.json());
  // The page's clock: the real one, or the instant a test installed (page.clock) for it and its server.
  const now = new Date(await page.evaluate(() => Date.now()));
  const later = new Date(now.getTime() + MARGIN_MS);
  const unavailable = [...answer.unavailableDays];
  // Past midnight in the business's zone the demo blocked days move by one; leave those out too.
  if (businessToday(later, answer.rules) !== businessToday(now, answer.rules))
    unavailable.push(...blockedDays(later, availabilityRules(undefined), answer.from, answer.to));
  const slots = (day: string) => openSlotsOn(day, later, answer.rules, answer.takenSlots[day] ?? []);
  return {
    day: (day: string) => isDaySelectable(day, later, answer.rules, unavailable) && slots(day).length > 0,
    slots,
  };
}

/** The day each page's scheduler was last given by the driver, for its slot pick. */
export const pickedDays = new WeakMap<Page, string>();
