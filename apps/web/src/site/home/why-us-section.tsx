import { HomeSection } from './home-section';
import { siteConfig } from '../../config/site-config';
import { CheckIcon, ClockIcon, FiveStars, LeafIcon, ShieldIcon } from '../shared/icons';
import { T, useT, type WebMessageKey } from '../../shared/i18n';

const cards: { title: WebMessageKey; text: WebMessageKey; Icon: typeof ShieldIcon }[] = [
  {
    title: 'home.whyUs.insured.title',
    text: 'home.whyUs.insured.text',
    Icon: ShieldIcon,
  },
  {
    title: 'home.whyUs.eco.title',
    text: 'home.whyUs.eco.text',
    Icon: LeafIcon,
  },
  {
    title: 'home.whyUs.guarantee.title',
    text: 'home.whyUs.guarantee.text',
    Icon: CheckIcon,
  },
  {
    title: 'home.whyUs.fast.title',
    text: 'home.whyUs.fast.text',
    Icon: ClockIcon,
  },
];

/** Why Choose Us: four cards, a five-star row and the trusted-by badge. */
export function WhyUsSection() {
  const t = useT();
  const values = { county: siteConfig.county, responseTime: t('home.claims.responseTime') };
  return (
    <HomeSection
      id="why-us"
      heading={t('home.whyUs.heading')}
      muted
      renderNear="[contain-intrinsic-size:auto_1250px] md:[contain-intrinsic-size:auto_700px] lg:[contain-intrinsic-size:auto_590px]"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon className="h-8 w-8 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">
              <T id={title} />
            </h3>
            <p className="mt-2 text-slate-700">
              <T id={text} values={values} />
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        <FiveStars className="h-7" />
        <p className="rounded-full bg-brand-100 px-5 py-2 font-semibold text-brand-900">
          <T id="home.whyUs.trusted" values={{ happyCustomers: t('home.claims.happyCustomers') }} />
        </p>
      </div>
    </HomeSection>
  );
}
