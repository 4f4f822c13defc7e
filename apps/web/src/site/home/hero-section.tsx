import { Link } from 'react-router-dom';
import { siteConfig } from '../../config/site-config';
import { useEarlyTaps } from '../../shared/early-taps';
import { ShieldIcon, CheckIcon } from '../shared/icons';
import { scrollToSection } from '../shared/scroll-to-section';
import { usDay } from '../shared/us-day';
import { useBannerPromotion } from '../shared/use-price-book';
import { FadeInImage } from './fade-in-image';

const primaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-md bg-amber-500 px-6 py-3 text-center font-semibold text-slate-900 shadow hover:bg-amber-400';
const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-md border-2 border-white px-6 py-3 font-semibold text-white hover:bg-white/10';

const VIEW_SERVICES_TAP = ['view-services'];

/** Hero: headline, trust badges, the price book's advertised promotion (while it runs) and the before/after picture. */
export function HeroSection() {
  const promotion = useBannerPromotion();
  // Taps before hydration scroll once (a second scroll to the same place shows nothing new).
  useEarlyTaps(VIEW_SERVICES_TAP, () => scrollToSection('services'));
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="hero-heading" className="text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
            {siteConfig.county}&apos;s Trusted Pressure Washing Pros
          </h1>
          <p className="mt-4 text-lg text-slate-200">
            Driveways, roofs, pool decks and storefronts cleaned like new, with eco-friendly solutions and a{' '}
            {siteConfig.claims.responseTime}.
          </p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Trust badges">
            <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
              <ShieldIcon className="h-5 w-5 text-amber-400" /> Fully Insured
            </li>
            <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
              <CheckIcon className="h-5 w-5 text-amber-400" /> 100% Satisfaction Guarantee
            </li>
          </ul>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            {promotion ? (
              <Link to="/onboarding" className={primaryButton}>
                {promotion.name}
              </Link>
            ) : (
              <Link to="/onboarding" className={primaryButton}>
                Get a Free Quote
              </Link>
            )}
            <button
              type="button"
              className={secondaryButton}
              onClick={() => scrollToSection('services')}
              data-tap={VIEW_SERVICES_TAP[0]}
            >
              View Our Services
            </button>
          </div>
          {promotion?.endsOn ? (
            <p className="mt-3 text-sm text-slate-200">Offer ends {usDay(promotion.endsOn)}</p>
          ) : null}
        </div>
        <div className="overflow-hidden rounded-xl bg-brand-800 shadow-2xl" style={{ aspectRatio: '8 / 5' }}>
          <FadeInImage image={siteConfig.heroImage} priority />
        </div>
      </div>
    </section>
  );
}
