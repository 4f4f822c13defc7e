import { HomeSection } from './home-section';
import { siteConfig } from '../../config/site-config';
import { CheckIcon, ClockIcon, FiveStars, LeafIcon, ShieldIcon } from '../shared/icons';

const cards = [
  {
    title: 'Fully Insured Local Pros',
    text: `Licensed, insured technicians who live and work in ${siteConfig.county}.`,
    Icon: ShieldIcon,
  },
  {
    title: 'Eco-Friendly & Safe Cleaning Solutions',
    text: 'Biodegradable detergents that are safe for kids, pets, plants and pool water.',
    Icon: LeafIcon,
  },
  {
    title: '100% Satisfaction Guaranteed',
    text: 'Not happy with a surface? We come back and clean it again, free of charge.',
    Icon: CheckIcon,
  },
  {
    title: 'Fast, Reliable Scheduling',
    text: `A ${siteConfig.claims.responseTime} and same-day or next-day appointments.`,
    Icon: ClockIcon,
  },
];

/** Why Choose Us: four cards, a five-star row and the trusted-by badge. */
export function WhyUsSection() {
  return (
    <HomeSection
      id="why-us"
      heading="Why Choose Us"
      muted
      renderNear="[contain-intrinsic-size:auto_1250px] md:[contain-intrinsic-size:auto_700px] lg:[contain-intrinsic-size:auto_590px]"
    >
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <Icon className="h-8 w-8 text-brand-600" />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-700">{text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-3">
        <FiveStars className="h-7" />
        <p className="rounded-full bg-brand-100 px-5 py-2 font-semibold text-brand-900">
          Trusted by hundreds of homeowners: {siteConfig.claims.happyCustomers}
        </p>
      </div>
    </HomeSection>
  );
}
