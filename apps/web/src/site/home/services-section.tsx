import { HomeSection } from './home-section';
import { CheckIcon, DropIcon } from '../shared/icons';

const residential = [
  'Driveways & Sidewalks',
  'Roof & Gutter Cleaning',
  'Pool Decks & Patios',
  'Siding, Fences & Walls',
];
const commercial = [
  'Storefronts & Parking Lots',
  'Apartment Complexes',
  'Dumpster Pads',
  'Signage & Exterior Walls',
];

function ServiceList({ title, items }: { title: string; items: string[] }) {
  return (
    <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-xl font-semibold text-brand-900">{title}</h3>
      <ul className="mt-4 space-y-3">
        {items.map((item) => (
          <li key={item} className="flex items-center gap-3 text-slate-800">
            <CheckIcon className="h-5 w-5 shrink-0 text-green-700" />
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Our Services: the residential and commercial lists and the two highlights. */
export function ServicesSection() {
  return (
    <HomeSection
      id="services"
      heading="Our Services"
      renderNear="[contain-intrinsic-size:auto_1050px] md:[contain-intrinsic-size:auto_590px]"
    >
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <ServiceList title="Residential" items={residential} />
        <ServiceList title="Commercial" items={commercial} />
      </div>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <div className="flex gap-4 rounded-xl bg-brand-50 p-6">
          <DropIcon className="h-8 w-8 shrink-0 text-brand-600" />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">Pool Deck Specialists</h3>
            <p className="mt-1 text-slate-700">
              Slip-free, stain-free pool decks and patios, safe for swimmers.
            </p>
          </div>
        </div>
        <div className="flex gap-4 rounded-xl bg-brand-50 p-6">
          <DropIcon className="h-8 w-8 shrink-0 text-brand-600" />
          <div>
            <h3 className="text-lg font-semibold text-brand-900">Waterfront Properties</h3>
            <p className="mt-1 text-slate-700">
              Gentle care for saltwater-exposed surfaces: docks, seawalls and coastal homes.
            </p>
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
