import { nameIn } from '@pw/funnel';
import { useEarlyTaps } from '../../shared/early-taps';
import { offerHref } from '../../shared/offer-link';
import { scrollToSection } from '../shared/scroll-to-section';
import { useBannerPromotion } from '../shared/use-price-book';
import { siteDay, T, useLanguage, useLocalPath } from '../../shared/i18n';

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-md bg-amber-500 px-6 py-3 text-center font-semibold text-slate-900 shadow hover:bg-amber-400';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10';

const VIEW_SERVICES_TAP = ['view-services'];

/**
 * The hero's buttons (an island, decision 0260): the price book's advertised promotion while it runs,
 * linking to the wizard with its code (decision 0312), else "Get a Free Quote" (a plain link: an island
 * has no router, and the page's click handler opens it in the app), "View Our Services" and the
 * promotion's last day.
 */
export default function HeroActions() {
  const promotion = useBannerPromotion();
  const localPath = useLocalPath();
  const language = useLanguage();
  // Taps before hydration scroll once (a second scroll to the same place shows nothing new).
  useEarlyTaps(VIEW_SERVICES_TAP, () => scrollToSection('services'));
  return (
    <>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <a href={localPath(offerHref(promotion))} className={primaryButton}>
          {promotion ? nameIn(promotion, language) : <T id="site.getFreeQuote" />}
        </a>
        <button
          type="button"
          className={secondaryButton}
          onClick={() => scrollToSection('services')}
          data-tap={VIEW_SERVICES_TAP[0]}
        >
          <T id="home.hero.viewServices" />
        </button>
      </div>
      {promotion?.endsOn ? (
        <p className="mt-3 text-sm text-slate-200">
          <T id="home.hero.offerEnds" values={{ day: siteDay(promotion.endsOn, language) }} />
        </p>
      ) : null}
    </>
  );
}
