import type { ServiceArea } from './service-area.schema.js';

/**
 * The ZIP codes of Palm Beach County, Florida: the default company's service area (issue 21).
 *
 * Where it comes from: the USPS ZIP codes whose primary county is Palm Beach, FL, street and PO-box codes
 * alike (75 codes, as compiled from USPS data in the open `zip-monster` dataset, 2024), plus 33469
 * (Jupiter / Tequesta), which that data files under Martin County although Tequesta lies in Palm Beach
 * County. A ZIP code does not follow county lines exactly; the owner edits the list on the Prices page.
 */
// prettier-ignore
const PALM_BEACH_COUNTY_ZIPS = [
  '33401', '33402', '33403', '33404', '33405', '33406', '33407', '33408', '33409', '33410',
  '33411', '33412', '33413', '33414', '33415', '33416', '33417', '33418', '33419', '33420',
  '33421', '33422', '33424', '33425', '33426', '33427', '33428', '33429', '33430', '33431',
  '33432', '33433', '33434', '33435', '33436', '33437', '33438', '33439', '33444', '33445',
  '33446', '33448', '33449', '33454', '33458', '33459', '33460', '33461', '33462', '33463',
  '33464', '33465', '33466', '33467', '33468', '33469', '33470', '33472', '33473', '33474',
  '33476', '33477', '33478', '33480', '33481', '33482', '33483', '33484', '33486', '33487',
  '33488', '33493', '33496', '33497', '33498', '33499',
];

/**
 * The default company's area: Palm Beach County's ZIP codes, no extra towns. Kept apart from the schema
 * (zod) so the pages that only read the default book stay small.
 */
export const DEFAULT_SERVICE_AREA: ServiceArea = { zips: PALM_BEACH_COUNTY_ZIPS, towns: [] };
