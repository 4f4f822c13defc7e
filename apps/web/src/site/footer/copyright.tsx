import { useSyncExternalStore } from 'react';
import { siteConfig } from '../../config/site-config';
import { T } from '../../shared/i18n';

const noSubscription = () => () => {};

/**
 * The copyright year. The prerendered HTML says the build's year; the browser then reads its own clock
 * (useSyncExternalStore hydrates with the build's answer, so there is no mismatch, and switches right
 * after), so a page built in December shows the new year in January without a rebuild.
 */
function useYear(now: () => Date): number {
  return useSyncExternalStore(
    noSubscription,
    () => now().getFullYear(),
    () => Number(__BUILD_DAY__.slice(0, 4)),
  );
}

/** The copyright line with the current year (an island, decision 0260: the year is the browser's). */
export default function Copyright({ now = () => new Date() }: { now?: () => Date }) {
  return (
    <p className="border-t border-white/15 px-4 py-4 text-center text-sm text-slate-300">
      <T id="site.copyright" values={{ year: useYear(now), business: siteConfig.businessName }} />
    </p>
  );
}
