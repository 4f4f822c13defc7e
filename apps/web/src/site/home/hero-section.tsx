import { siteConfig } from '../../config/site-config';
import { Island } from '../islands/island';
import { ShieldIcon, CheckIcon } from '../shared/icons';
import { FadeInImage } from './fade-in-image';

/** Hero: headline, trust badges, its buttons (an island) and the before/after picture. */
export function HeroSection() {
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
          <Island name="hero-actions" />
        </div>
        <div className="overflow-hidden rounded-xl bg-brand-800 shadow-2xl" style={{ aspectRatio: '8 / 5' }}>
          <FadeInImage image={siteConfig.heroImage} priority />
        </div>
      </div>
    </section>
  );
}
