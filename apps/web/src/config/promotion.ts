import type { SiteConfig } from './site-config.schema';

/**
 * Whether the promotion still shows on `now`. `endsOn` is the last day it shows, read as a calendar
 * day in UTC so prerendered HTML and the browser agree.
 * @example isPromotionActive({ endsOn: '2027-04-30' }, new Date('2027-04-30T23:00:00Z')) // true
 */
export function isPromotionActive(promotion: Pick<SiteConfig['promotion'], 'endsOn'>, now: Date): boolean {
  const today = now.toISOString().slice(0, 10);
  return today <= promotion.endsOn;
}
