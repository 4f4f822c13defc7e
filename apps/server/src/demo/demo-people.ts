/**
 * Who the sample prospects are (decision 0317): clearly fictional people at addresses inside the price
 * book's service area, with e-mails under the reserved `.invalid` top-level domain (RFC 2606: it never
 * resolves, so nothing could ever reach anyone) and the fictional 555-01xx numbers.
 */
import type { ServiceArea } from '@pw/funnel';
import type { DemoRandom } from './demo-random.js';

/** The sample leads' e-mail domain: reserved, never delivered. */
export const DEMO_EMAIL_DOMAIN = 'sample.invalid';

const FIRST = [
  'Ava',
  'Liam',
  'Maria',
  'Noah',
  'Sofia',
  'James',
  'Olivia',
  'Lucas',
  'Emma',
  'Mateo',
  'Chloe',
  'Ethan',
  'Grace',
  'Daniel',
  'Isabella',
  'Henry',
  'Mia',
  'Samuel',
  'Harper',
  'Diego',
  'Zoe',
  'Caleb',
  'Layla',
  'Owen',
  'Nora',
  'Julian',
  'Ruby',
  'Elijah',
  'Camila',
  'Wyatt',
  'Hazel',
  'Adrian',
  'Lucy',
  'Marcus',
];
const LAST = [
  'Rivera',
  'Bennett',
  'Okafor',
  'Lindqvist',
  'Castillo',
  'Hartley',
  'Nguyen',
  'Moreau',
  'Patel',
  'Sullivan',
  'Delgado',
  'Fischer',
  'Kowalski',
  'Brennan',
  'Tanaka',
  'Alvarez',
  'Whitaker',
  'Rossi',
  'Haddad',
  'Murphy',
  'Ibarra',
  'Larsen',
  'Mendez',
  'Calloway',
  'Duarte',
  'Sinclair',
  'Abernathy',
  'Quinn',
  'Varga',
  'Holloway',
];
const STREETS = [
  'Sea Grape Ln',
  'Banyan Way',
  'Coral Ridge Dr',
  'Palmetto Ave',
  'Heron Cove Ct',
  'Mangrove Bay Rd',
  'Seabreeze Blvd',
  'Sandpiper Cir',
  'Hibiscus St',
  'Royal Poinciana Way',
  'Pelican Point Dr',
  'Tarpon Ter',
  'Jasmine Ct',
  'Osprey Nest Rd',
  'Driftwood Pl',
  'Orchid Grove Ln',
  'Lighthouse Dr',
  'Cypress Hollow Way',
];
/** Towns of the default area's ZIP codes (Palm Beach County); another area's ZIPs go without a town. */
const TOWNS: Record<string, string> = {
  '33401': 'West Palm Beach',
  '33405': 'West Palm Beach',
  '33407': 'West Palm Beach',
  '33409': 'West Palm Beach',
  '33410': 'Palm Beach Gardens',
  '33418': 'Palm Beach Gardens',
  '33411': 'Royal Palm Beach',
  '33414': 'Wellington',
  '33426': 'Boynton Beach',
  '33435': 'Boynton Beach',
  '33436': 'Boynton Beach',
  '33431': 'Boca Raton',
  '33432': 'Boca Raton',
  '33433': 'Boca Raton',
  '33434': 'Boca Raton',
  '33444': 'Delray Beach',
  '33445': 'Delray Beach',
  '33458': 'Jupiter',
  '33477': 'Jupiter',
  '33460': 'Lake Worth Beach',
  '33462': 'Lantana',
  '33480': 'Palm Beach',
  '33469': 'Tequesta',
};
/** Fictional numbers (555-0100 to 555-0199) under the area's codes: 500 different ones. */
const AREA_CODES = ['561', '772', '954', '305', '863'];
/** An address no area of this kind serves, for the waitlist's few. */
const OUTSIDE = ['Orlando, FL 32801', 'Tampa, FL 33602', 'Gainesville, FL 32601'];

export interface DemoPerson {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** The `n`-th sample person (numbers and e-mails differ per `n`), at an address `area` serves. */
export function demoPerson(rnd: DemoRandom, n: number, area: ServiceArea): DemoPerson {
  const first = rnd.pick(FIRST);
  const last = rnd.pick(LAST);
  const code = AREA_CODES[Math.floor(n / 100) % AREA_CODES.length]!;
  const line = String(100 + (n % 100)).padStart(4, '0');
  return {
    name: `${first} ${last}`,
    email: `${first}.${last}.${n}@${DEMO_EMAIL_DOMAIN}`.toLowerCase(),
    phone: `(${code}) 555-${line}`,
    address: `${rnd.int(100, 9899)} ${rnd.pick(STREETS)}, ${placeIn(rnd, area)}`,
  };
}

/** A town and ZIP inside the area: a known town of its ZIPs, else the ZIP with the area's first town. */
function placeIn(rnd: DemoRandom, area: ServiceArea): string {
  const known = area.zips.filter((z) => TOWNS[z]);
  const zip = rnd.pick(known.length > 0 ? known : area.zips.length > 0 ? area.zips : ['33401']);
  const town = TOWNS[zip] ?? area.towns[0];
  return town ? `${town}, FL ${zip}` : `FL ${zip}`;
}

/** An address outside any Palm Beach area (for the waitlist). */
export const outsideAddress = (rnd: DemoRandom): string =>
  `${rnd.int(100, 9899)} ${rnd.pick(STREETS)}, ${rnd.pick(OUTSIDE)}`;

/** Where a visit came from: its query string, as the page's address carried it. */
export const CHANNELS = [
  ['?utm_source=google&utm_medium=cpc&utm_campaign=spring-clean', 30],
  ['?utm_source=google&utm_medium=organic', 18],
  ['?utm_source=facebook&utm_medium=social&utm_campaign=roof-promo', 16],
  ['?utm_source=nextdoor&utm_medium=referral', 8],
  ['?utm_source=newsletter&utm_medium=email&utm_campaign=summer', 6],
  ['', 22],
] as const;

/** Browsers by device (the server reads mobile, tablet or desktop from the user agent). */
export const USER_AGENTS = [
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
    48,
  ],
  ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 17],
  ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1', 7],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36', 20],
  ['Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 8],
] as const;
