import { useSyncExternalStore } from 'react';
import { isPromotionActive } from '@pw/funnel';

const noSubscription = () => () => {};

/**
 * Whether the promotion shows. The prerendered HTML was decided on the build day; the browser then
 * re-checks with its own clock (useSyncExternalStore hydrates with the build-day answer, so there is no
 * hydration mismatch, and switches right after if the promotion ended since).
 */
export function usePromotionActive(now: () => Date = () => new Date()): boolean {
  return useSyncExternalStore(
    noSubscription,
    // The funnel's rule reads the end date as a calendar day in UTC, so prerender and browser agree.
    () => isPromotionActive(now().toISOString().slice(0, 10)),
    () => isPromotionActive(__BUILD_DAY__),
  );
}
