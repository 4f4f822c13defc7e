import { siteConfig } from '../../config/site-config';
import { Island } from '../islands/island';
import { ShieldIcon, CheckIcon } from '../shared/icons';
import { FadeInImage } from './fade-in-image';
import { T, useT } from '../../shared/i18n';

/** Hero: headline, trust badges, its buttons (an island) and the before/after picture. */
export function HeroSection() {
  const t = useT();
  return (
    <section aria-labelledby="hero-heading" className="bg-brand-900 text-white">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-2 md:py-20">
        <div>
          <h1 id="hero-heading" className="text-3xl leading-tight font-extrabold sm:text-4xl lg:text-5xl">
            <T id="home.hero.heading" values={{ county: siteConfig.county }} />
          </h1>
          <p className="mt-4 text-lg text-slate-200">
            <T id="home.hero.text" values={{ responseTime: t('home.claims.responseTime') }} />
          </p>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label={t('home.hero.badges')}>
            <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
              <ShieldIcon className="h-5 w-5 text-amber-400" /> <T id="home.hero.insured" />
            </li>
            <li className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-2 text-sm font-semibold">
              <CheckIcon className="h-5 w-5 text-amber-400" /> <T id="home.hero.guarantee" />
            </li>
          </ul>
          <Island name="hero-actions" />
        </div>
        <div className="overflow-hidden rounded-xl bg-brand-800 shadow-2xl" style={{ aspectRatio: '8 / 5' }}>
          <FadeInImage image={{ ...siteConfig.heroImage, alt: t('home.hero.imageAlt') }} priority />
        </div>
      </div>
    </section>
  );
}
