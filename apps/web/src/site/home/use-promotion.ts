import { useSyncExternalStore } from 'react';
import { siteConfig } from '../../config/site-config';
import { isPromotionActive } from '../../config/promotion';

const noSubscription = () => () => {};

/**
 * Whether the promotion shows. The prerendered HTML was decided on the build day; the browser then
 * re-checks with its own clock (useSyncExternalStore hydrates with the build-day answer, so there is no
 * hydration mismatch, and switches right after if the promotion ended since).
 */
export function usePromotionActive(now: () => Date = () => new Date()): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => isPromotionActive(siteConfig.promotion, now()),
    () => isPromotionActive(siteConfig.promotion, new Date(`${__BUILD_DAY__}T12:00:00Z`)),
  );
}
