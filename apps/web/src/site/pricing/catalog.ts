/**
 * The price catalog shown on /pricing. Mirrors the spec's point 9 until @pw/funnel's `defaultConfig`
 * lands on main; then this module re-exports the funnel's catalog so the page and the quote agree.
 */
export const catalog = {
  Residential: {
    'House Exterior': 400,
    'Driveway Cleaning': 175,
    'Roof Cleaning': 500,
    'Pool Deck / Patio': 200,
    'Sidewalks / Walkways': 175,
  },
  Commercial: {
    'Storefronts & Parking Lots': 400,
    'Apartment Complexes': 500,
    'Dumpster Pads': 250,
    'Signage & Exterior Walls': 400,
  },
} satisfies Record<'Residential' | 'Commercial', Record<string, number>>;

export type PropertyCategory = keyof typeof catalog;
