import { HomeSection } from './home-section';
import { CheckIcon, DropIcon } from '../shared/icons';
import { T, useT, type WebMessageKey } from '../../shared/i18n';

const residential: WebMessageKey[] = [
  'home.services.driveways',
  'home.services.roofs',
  'home.services.poolDecks',
  'home.services.siding',
];
const commercial: WebMessageKey[] = [
  'home.services.storefronts',
  'home.services.apartments',
  'home.services.dumpsterPads',
  'home.services.signage',
];

function ServiceList({ titleId, items }: { titleId: WebMessageKey; items: WebMessageKey[] }) {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-xl font-semibold text-brand-900">
        <T id={titleId} />
      </h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-3 text-slate-800">
            <CheckIcon className="h-5 w-5 shrink-0 text-green-700" />
            <T id={item} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Our Services: the residential and commercial lists and the two highlights. */
export function ServicesSection() {
  const t = useT();
  return (
    <HomeSection
      id="services"
      heading={t('home.services.heading')}
      renderNear="[contain-intrinsic-size:auto_1050px] md:[contain-intrinsic-size:auto_590px]"
    >
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <ServiceList titleId="home.services.residential" items={residential} />
        <ServiceList titleId="home.services.commercial" items={commercial} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="flex gap-4 rounded-xl bg-brand-50 p-6">
          <DropIcon className="h-8 w-8 shrink-0 text-brand-600" />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">
              <T id="home.services.poolSpecialists.title" />
            </h3>
            <p className="mt-1 text-slate-700">
              <T id="home.services.poolSpecialists.text" />
            </p>
          </div>
        </div>
        <div className="flex gap-4 rounded-xl bg-brand-50 p-6">
          <DropIcon className="h-8 w-8 shrink-0 text-brand-600" />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">
              <T id="home.services.waterfront.title" />
            </h3>
            <p className="mt-1 text-slate-700">
              <T id="home.services.waterfront.text" />
            </p>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
