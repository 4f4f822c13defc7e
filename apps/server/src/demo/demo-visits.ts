/**
 * The sample season's visits (decision 0317): each day of the range brings visits to the wizard, more on
 * weekdays and more as the season warms up; each walks the wizard a step every minute or so and drops off
 * with the odds marketing sees on a real site, so the funnel narrows step by step. Pure: the dice decide,
 * the fill runs what this plans through the real capture path.
 */
import type { Capture, PriceBook, Stage } from '@pw/funnel';
import { CHANNELS, demoPerson, outsideAddress, USER_AGENTS, type DemoPerson } from './demo-people.js';
import type { DemoRandom } from './demo-random.js';

/** One capture a visit sends, without its slot (the fill picks a free one when it books). */
export interface PlannedCapture {
  at: Date;
  visitId: string;
  captureId: string;
  stage: Stage;
  currentStep: string;
  fields: Capture['fields'];
  querystring: string;
  userAgent: string;
  /** The text-message box ticked, for the contact step. */
  smsBox?: boolean;
}

/** A visit: its captures in order, and the person when it gets as far as giving an e-mail. */
export interface PlannedVisit {
  visitId: string;
  person: DemoPerson | null;
  captures: PlannedCapture[];
  /** Whether it stopped at the result without booking (a follow-up may bring it back). */
  stoppedAtQuote: boolean;
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Odds of going on after each step (the funnel's drop-off). */
const GOES_ON: Partial<Record<Stage, number>> = {
  screen_viewed: 0.74,
  welcome_completed: 0.86,
  name_completed: 0.8,
  contact_completed: 0.93,
  address_completed: 0.96,
  property_type_completed: 0.93,
  service_type_completed: 0.95,
  quote_details: 0.97,
  result_page_viewed: 0.93,
  quote_viewed: 0.46,
  appointment_scheduled: 0.95,
  quote_accepted: 0.97,
};

const STEP_OF: Partial<Record<Stage, string>> = {
  screen_viewed: 'welcome',
  welcome_completed: 'welcome',
  name_completed: 'name',
  contact_completed: 'contact',
  address_completed: 'address',
  waitlist_joined: 'out-of-area',
  property_type_completed: 'property-type',
  service_type_completed: 'service-type',
  quote_details: 'review',
  result_page_viewed: 'result',
  quote_viewed: 'result',
  appointment_scheduled: 'result',
  quote_accepted: 'confirmation',
  process_completed: 'confirmation',
};

/** The visits of `days` days up to `end`, about `perDay` a day at the season's peak. */
export function planVisits(
  rnd: DemoRandom,
  o: { end: Date; days: number; perDay: number; book: PriceBook },
): PlannedVisit[] {
  const visits: PlannedVisit[] = [];
  for (let d = o.days; d >= 0; d -= 1) {
    const dayStart = Math.floor((o.end.getTime() - d * DAY) / DAY) * DAY;
    const weekday = new Date(dayStart).getUTCDay();
    // The season warms up over the range; weekends are quieter.
    const season = 0.55 + 0.45 * ((o.days - d) / Math.max(1, o.days));
    const n = Math.round(
      o.perDay * season * (weekday === 0 || weekday === 6 ? 0.7 : 1) * (0.8 + rnd.next() * 0.4),
    );
    for (let i = 0; i < n; i += 1) {
      // Between 7 am and 9 pm on the US east coast (11:00 to 01:00 UTC).
      const start = new Date(dayStart + 11 * 3_600_000 + rnd.int(0, 14 * 60) * MINUTE);
      if (start.getTime() >= o.end.getTime() - 30 * MINUTE) continue;
      visits.push(planVisit(rnd, start, visits.length, o.book));
    }
  }
  return visits;
}

function planVisit(rnd: DemoRandom, start: Date, n: number, book: PriceBook): PlannedVisit {
  const visitId = rnd.uuid();
  const querystring = rnd.weighted(CHANNELS);
  const userAgent = rnd.weighted(USER_AGENTS);
  const person = demoPerson(rnd, n, book.serviceArea);
  const propertyType = rnd.chance(0.82) ? ('Residential' as const) : ('Commercial' as const);
  const services = book.categories[propertyType].services;
  const chosen = rnd.some(
    services,
    rnd.weighted([
      [1, 55],
      [2, 32],
      [3, 13],
    ] as const),
  );
  const sizes = Object.fromEntries(
    chosen.flatMap((s) => (s.size ? [[s.name, rnd.pick(s.size.tiers).from]] : [])),
  );
  const addOns = Object.fromEntries(
    chosen.flatMap((s) =>
      s.addOns.length > 0 && rnd.chance(0.3) ? [[s.name, [rnd.pick(s.addOns).name]]] : [],
    ),
  );
  const outside = rnd.chance(0.04);
  const address = outside ? outsideAddress(rnd) : person.address;
  const all = {
    email: person.email,
    name: person.name,
    phone: person.phone,
    address,
    propertyType,
    serviceNeeded: chosen.map((s) => s.name).join(', '),
  };
  const priced = {
    ...all,
    ...(Object.keys(sizes).length > 0 ? { sizes } : {}),
    ...(Object.keys(addOns).length > 0 ? { addOns } : {}),
  };
  const path: [Stage, Capture['fields']][] = [
    ['screen_viewed', {}],
    ['welcome_completed', {}],
    ['name_completed', { name: person.name }],
    ['contact_completed', { email: person.email, phone: person.phone, name: person.name }],
    outside
      ? ['waitlist_joined', { email: person.email, address }]
      : ['address_completed', { email: person.email, address }],
    ['property_type_completed', { email: person.email, propertyType }],
    ['service_type_completed', { email: person.email, serviceNeeded: all.serviceNeeded }],
    ['quote_details', priced],
    ['result_page_viewed', priced],
    ['quote_viewed', priced],
    ['appointment_scheduled', priced],
    ['quote_accepted', priced],
    ['process_completed', { email: person.email }],
  ];
  const captures: PlannedCapture[] = [];
  let at = start.getTime();
  for (const [stage, fields] of path) {
    captures.push({
      at: new Date(at),
      visitId,
      captureId: rnd.uuid(),
      stage,
      currentStep: STEP_OF[stage] ?? 'welcome',
      fields,
      querystring,
      userAgent,
      ...(stage === 'contact_completed' ? { smsBox: rnd.chance(0.6) } : {}),
    });
    at += rnd.int(15, 110) * 1000;
    if (stage === 'waitlist_joined' || !rnd.chance(GOES_ON[stage] ?? 1)) break;
  }
  const last = captures.at(-1)!.stage;
  const gaveEmail = captures.some((c) => c.fields.email);
  return {
    visitId,
    person: gaveEmail ? person : null,
    captures,
    stoppedAtQuote: last === 'quote_viewed' || last === 'result_page_viewed',
  };
}

/** A visit that stopped at its quote comes back `days` later and books (after a follow-up, often). */
export function planReturn(rnd: DemoRandom, visit: PlannedVisit, at: Date): PlannedCapture[] {
  const quoted = visit.captures.find((c) => c.stage === 'quote_viewed' || c.stage === 'result_page_viewed')!;
  const steps: Stage[] = ['appointment_scheduled', 'quote_accepted', 'process_completed'];
  return steps.map((stage, i) => ({
    ...quoted,
    at: new Date(at.getTime() + i * 40_000),
    captureId: rnd.uuid(),
    stage,
    currentStep: STEP_OF[stage]!,
    fields: stage === 'process_completed' ? { email: quoted.fields.email } : quoted.fields,
  }));
}
