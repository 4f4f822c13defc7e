import { SUBMISSION_ERROR, type CaptureLeadInput, type NotifyParams } from '../effects.js';
import { expect } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { defaultConfig, type FunnelConfig } from '../../config/funnel-config.js';
import { LeadFieldsSchema } from '../../lead/lead-fields.schema.js';
import { stageNeedsEmail } from '../../lead/stages.js';
import { catalogOf } from '../../pricing/catalog.js';
import { DEFAULT_PRICE_BOOK } from '../../pricing/default-price-book.js';
import { priceQuote } from '../../pricing/price-quote.js';
import { isServed } from '../../service-area/service-area.js';
import type { FakeActors } from './fake-actors.testkit.js';
import { handledEvents } from './model-replay.testkit.js';
import { canSelectDay, openSlots } from '../onboarding-wizard/onboarding-wizard.slots.js';
import { codeRefusalOf } from '../onboarding-wizard/onboarding-wizard.refusals.js';
import { validateStep } from '../onboarding-wizard/onboarding-wizard.steps.js';
import { onboardingWizardMachine } from '../onboarding-wizard/onboarding-wizard.machine.js';
import { MISSING_EMAIL, PRICE_FAILURE } from '../onboarding-wizard/onboarding-wizard.messages.js';
import type { OnboardingWizardContext } from '../onboarding-wizard/onboarding-wizard.types.js';
import { wizardRouteOf } from '../onboarding-wizard/onboarding-wizard.view.js';

// A small world keeps the graph finite: 4 progress ticks, a few values per field, two days, two slots.
export const config: FunnelConfig = {
  ...defaultConfig,
  quoteProgress: { ...defaultConfig.quoteProgress, step: 25 },
};
export const input = { now: new Date('2025-06-02T10:00:00'), config };
export const OPEN_DAY = '2025-06-03'; // a Tuesday
const BOOKED_DAY = '2025-06-04'; // today + 2: one of the fixed booked days
const availability = { unavailableDays: [BOOKED_DAY], takenSlots: { [OPEN_DAY]: ['11:00 AM'] } };
export const failure = { code: 'network', message: 'offline' };
const slotTaken = { code: 'slot_taken', message: 'slot taken' };
const slotRefused = { code: 'slot_refused', message: '8:30 AM on 2025-06-03 is too soon.' };
/** The owner's book arriving while the quote is prepared: Roof Cleaning at $520 (version 2). */
const ownerBook = {
  ...DEFAULT_PRICE_BOOK,
  version: 2,
  categories: {
    ...DEFAULT_PRICE_BOOK.categories,
    Residential: {
      services: DEFAULT_PRICE_BOOK.categories.Residential.services.map((s) =>
        s.name === 'Roof Cleaning' ? { ...s, price: 520 } : s,
      ),
    },
  },
};
/** A prospect who booked in this browser before: the third model starts on their booking. */
export const bookedInput = {
  ...input,
  stored: { name: 'Ann', email: 'ann@example.com', phone: '5615550123', address: '1 Main St' },
  booking: { day: OPEN_DAY, slot: '1:30 PM', hold: 'held' as const },
};

/** A prospect who opened a resume link at their quote (decision 0234): the fourth model starts there. */
const resumedForm = {
  ...bookedInput.stored,
  propertyType: 'Residential',
  serviceNeeded: 'Roof Cleaning',
} as const;
const resumedQuote = priceQuote({ propertyType: 'Residential', services: 'Roof Cleaning' }, config);
export const resumedInput = {
  ...input,
  stored: resumedForm,
  resume: { step: 'result' as const, quote: resumedQuote.ok ? resumedQuote.quote : null },
};

export type E = AnyEventObject;
export const change = (field: string, value: string): E => ({ type: 'field.change', field, value });
const ROUTE_ORDER = ['welcome', 'name', 'contact', 'address', 'property-type', 'service-type', 'review'];

/** A valid run through the form, ending on the review: the second model starts there. */
export const TO_REVIEW: E[] = [
  { type: 'wizard.next' },
  change('name', 'Ann'),
  { type: 'wizard.next' },
  change('email', 'ann@example.com'),
  change('phone', '5615550123'),
  { type: 'wizard.next' },
  change('address', '1 Main St'),
  { type: 'wizard.next' },
  { type: 'wizard.next' },
  { type: 'service.toggle', service: 'Roof Cleaning' },
  { type: 'wizard.next' },
];
export const snapshotAfter = (events: readonly E[], given: object = input) =>
  events.reduce(
    (s, e) => getNextSnapshot(onboardingWizardMachine, s, e as never),
    getInitialSnapshot(onboardingWizardMachine, given as never),
  ) as AnyMachineSnapshot;
export const reviewSnapshot = (given: object = input) => snapshotAfter(TO_REVIEW, given);

/**
 * The owner sees jobs above $400 first (decision 0254): the review's Roof Cleaning ($500) is offered an
 * on-site assessment. Version 3, so none of the default book's events (a book arriving, values lost) apply.
 */
export const assessmentInput = {
  ...input,
  book: { ...DEFAULT_PRICE_BOOK, version: 3, assessment: { commercial: false, aboveTotal: 400 } },
};

/**
 * What each screen offers, plus the actors' results. Browser back/forward is modelled as a jump to the
 * previous route or to the review: together these reach every `wizard.goto` branch.
 */
export function eventsFor(snapshot: AnyMachineSnapshot): E[] {
  const ctx = snapshot.context as OnboardingWizardContext;
  const route = wizardRouteOf(snapshot);
  const previous = ROUTE_ORDER[Math.max(0, ROUTE_ORDER.indexOf(route) - 1)] ?? 'welcome';
  const events: E[] = [
    { type: 'wizard.goto', step: route === 'result' ? 'quote' : previous },
    { type: 'wizard.goto', step: 'review' },
    { type: 'wizard.next' },
    { type: 'wizard.back' },
    { type: 'xstate.done.actor.captureLead' },
    { type: 'xstate.error.actor.captureLead', error: failure },
    { type: `xstate.after.progressTick.onboardingWizard.quote` },
    { type: 'booking.startNew' },
  ];
  if (ctx.resume) events.push({ type: 'wizard.goto', step: ctx.resume.step });
  if (route === 'name' || route === 'confirmation')
    events.push({ type: 'xstate.error.actor.backgroundCapture', error: failure });
  if (route === 'name') events.push(change('name', ctx.form.name ? '' : 'Ann'));
  if (route === 'contact') events.push(change('email', 'ann'), change('email', 'ann@example.com'));
  if (route === 'contact') events.push(change('phone', '5615550123'));
  if (route === 'contact') events.push({ type: 'consent.sms.change', granted: !ctx.smsConsent });
  if (route === 'address') events.push(change('address', ctx.form.address ? '' : '1 Main St'));
  if (route === 'property-type')
    events.push(
      ...['Commercial', 'Residential', ''].map((value) => ({ type: 'propertyType.select', value })),
    );
  if (route === 'service-type') {
    const service = ctx.form.propertyType === 'Residential' ? 'Roof Cleaning' : 'Dumpster Pads';
    events.push({ type: 'service.toggle', service });
  }
  if (route === 'review') {
    // The app may restore a value from another tab at any time: the review re-checks on confirm.
    events.push({ type: 'review.confirm' }, change('name', ''));
    for (const section of ['contact', 'address', 'propertyType', 'serviceType', 'notes'])
      events.push({ type: 'review.edit', section });
  }
  // The quote screen offers nothing; these stand for stored values lost or changed meanwhile.
  // The server's price book arrives once, before the first tick: the result prices with it (no more
  // changes on that branch: the default book's branch has them).
  const defaultBook = ctx.book.version === 1;
  if (route === 'quote' && defaultBook)
    events.push(change('email', ''), change('serviceNeeded', 'Fences (per side)'));
  if (route === 'quote' && defaultBook && ctx.progress === 0)
    events.push({ type: 'priceBook.loaded', book: ownerBook });
  if (route === 'result') {
    const other = ctx.layout === 'desktop' ? 'mobile' : 'desktop';
    events.push({ type: 'result.back' }, { type: 'schedule.open' }, { type: 'schedule.close' });
    events.push({ type: 'schedule.confirm' }, { type: 'schedule.dateBack' });
    events.push({ type: 'availability.loaded', ...availability }, { type: 'layout.change', layout: other });
    events.push(...[OPEN_DAY, BOOKED_DAY].map((day) => ({ type: 'date.select', day })));
    events.push(...['8:30 AM', '10:00 AM'].map((slot) => ({ type: 'slot.select', slot })));
    events.push({ type: 'xstate.done.actor.fetchAvailability', output: availability });
    events.push({ type: 'xstate.error.actor.fetchAvailability', error: failure });
    events.push({ type: 'xstate.error.actor.captureLead', error: slotTaken });
    events.push({ type: 'xstate.error.actor.captureLead', error: slotRefused });
    events.push({ type: 'xstate.done.actor.captureLead', output: { queued: true } });
  }
  return events;
}

/** Only events an active state handles, as xstate/graph's own default does. */
export const filterEvents = (snapshot: AnyMachineSnapshot, event: E) =>
  handledEvents(snapshot).has(event.type);

const keys = new WeakMap<AnyMachineSnapshot, string>();

/**
 * The model's state: what the screens and guards depend on. A snapshot never changes, so its key is
 * computed once: the traversal, the paths and the checks ask for the same snapshots' keys again.
 */
export function stateKey(snapshot: AnyMachineSnapshot): string {
  let key = keys.get(snapshot);
  if (key === undefined) keys.set(snapshot, (key = computeStateKey(snapshot)));
  return key;
}

function computeStateKey(snapshot: AnyMachineSnapshot): string {
  const { config: _c, now: _n, form, book, ...ctx } = snapshot.context as OnboardingWizardContext;
  const steps = ['name', 'contact', 'address', 'property-type', 'service-type'] as const;
  return JSON.stringify({
    value: snapshot.value as unknown,
    ...ctx,
    book: book.version,
    valid: steps.map((route) => validateStep(route, form, config).ok),
    form: { ...form, phone: form.phone.length },
  });
}

const checked = new WeakSet<CaptureLeadInput>();

/** Per-state invariants: the captured stages in order, the context, what is enabled. */
export function checkInvariants(
  actual: AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  event: E,
  before: AnyMachineSnapshot,
  fakes: FakeActors,
  notes: readonly NotifyParams[],
) {
  // The real actor, its fakes and its clock agree with the model.
  expect(actual.value).toEqual(expected.value);
  expect(stateKey(actual)).toBe(stateKey(expected));
  const ctx = actual.context as OnboardingWizardContext;
  const captures = fakes.inputsOf<CaptureLeadInput>('captureLead');
  for (const capture of captures.filter((c) => !checked.has(c))) {
    checked.add(capture);
    expect(LeadFieldsSchema.safeParse(capture.fields).success).toBe(true);
    if (stageNeedsEmail(capture.stage)) expect(capture.fields.email).toContain('@');
  }
  const stages = captures.map((c) => c.stage);
  const last = stages.at(-1);
  if (actual.matches('quote')) {
    expect(last).toBe('quote_details');
    expect(ctx.progress % 25).toBe(0);
    expect(ctx.progress).toBeLessThan(100);
  }
  if (actual.matches({ review: 'submitting' })) expect(last).toBe('quote_details');
  // A refused promotion code is said beside the field (checkSized), not with the generic toast.
  if (event.type === 'xstate.error.actor.captureLead' && actual.matches({ review: 'editing' }))
    expect(notes.at(-1)).toEqual(codeRefusalOf(event.error) ? undefined : SUBMISSION_ERROR);
  if (actual.matches('result')) expect(ctx.progress).toBe(100);
  if (actual.matches({ result: 'failure' })) expect(ctx.quoteError).toBe(MISSING_EMAIL);
  if (actual.matches({ result: 'unable' })) {
    expect(ctx.quote).toBeNull();
    expect(ctx.quoteError).toBe(PRICE_FAILURE);
  }
  // A job the owner sees first is offered the assessment, never its price; every other job its price.
  const assessment = Boolean(ctx.quote?.itemized?.assessment);
  if (actual.matches({ result: 'assessment' })) expect(assessment).toBe(true);
  if (actual.matches({ result: 'success' })) expect(assessment).toBe(false);
  if (actual.matches('confirmation')) expect(ctx.booking?.kind === 'assessment').toBe(assessment);
  if (
    actual.matches({ result: 'success' }) ||
    actual.matches({ result: 'assessment' }) ||
    actual.matches({ result: 'scheduling' })
  ) {
    // The quote of the book in force, by the catalog path (the model's books have no promotion that applies).
    const priced = priceQuote(
      { propertyType: ctx.form.propertyType, services: ctx.form.serviceNeeded },
      { ...config, catalog: catalogOf(ctx.book) },
    );
    const shown = ctx.quote && { ...ctx.quote, itemized: undefined };
    expect(priced.ok && shown).toEqual(priced.ok ? priced.quote : false);
    if (ctx.quote?.itemized) expect(ctx.quote.itemized.total).toBe(ctx.quote.total);
    const sinceDetails = stages.slice(stages.lastIndexOf('quote_details') + 1);
    expect(sinceDetails.slice(0, 2)).toEqual(['result_page_viewed', 'quote_viewed']);
    const accepting = actual.matches({ result: { scheduling: { saving: 'accepting' } } });
    const booked = accepting ? sinceDetails.slice(2, -1) : sinceDetails.slice(2);
    for (const stage of booked) expect(stage).toBe('appointment_scheduled');
    if (accepting) expect(last).toBe('quote_accepted');
  }
  if (ctx.selectedDay) expect(canSelectDay(ctx, ctx.selectedDay)).toBe(true);
  if (ctx.selectedSlot) expect(openSlots(ctx, ctx.selectedDay)).toContain(ctx.selectedSlot);
  if (actual.matches({ result: { scheduling: 'pickingTime' } })) expect(ctx.selectedDay).not.toBeNull();
  if (
    actual.matches({ result: { scheduling: 'pickingDateAndTime' } }) ||
    actual.matches({ result: { scheduling: 'pickingTime' } })
  )
    expect(actual.can({ type: 'schedule.confirm' })).toBe(
      ctx.selectedDay !== null && ctx.selectedSlot !== null,
    );
  if (actual.matches({ result: { scheduling: 'saving' } })) {
    expect(ctx.selectedDay && ctx.selectedSlot).toBeTruthy();
    expect(['appointment_scheduled', 'quote_accepted']).toContain(last);
  }
  // Outside the area of the chart's book, unless the server's book said so (decision 0266).
  if (actual.matches('outOfArea') && !before.matches({ review: 'submitting' })) {
    expect(isServed(ctx.book.serviceArea, ctx.form.address).served).toBe(false);
    if (before.matches('address')) expect(last).toBe('address_completed');
  }
  if (actual.matches({ outOfArea: 'joining' })) {
    expect(last).toBe('waitlist_joined');
    expect(captures.at(-1)?.fields).toMatchObject({ address: ctx.form.address, email: ctx.form.email });
  }
  if (event.type === 'xstate.error.actor.captureLead' && actual.matches({ outOfArea: 'offered' }))
    expect(notes.at(-1)).toEqual(before.matches({ review: 'submitting' }) ? undefined : SUBMISSION_ERROR);
  if (actual.matches('booked')) {
    expect(stages).toEqual(['resumed_session']);
    expect(ctx.booking).not.toBeNull();
  }
  if (actual.matches('confirmation')) {
    expect(ctx.booking).toMatchObject({ day: ctx.selectedDay, slot: ctx.selectedSlot });
    expect(stages.slice(-3)).toEqual(['appointment_scheduled', 'quote_accepted', 'process_completed']);
    for (const c of captures.slice(-3)) expect(c.fields.appointmentDate).toBe(ctx.selectedDay);
  }
  // Choosing a date (even the same one) clears the time; a refused date changes nothing.
  if (event.type === 'date.select') {
    const chosen = before.context as OnboardingWizardContext;
    if (before.can(event)) expect([ctx.selectedDay, ctx.selectedSlot]).toEqual([event.day, null]);
    else expect([ctx.selectedDay, ctx.selectedSlot]).toEqual([chosen.selectedDay, chosen.selectedSlot]);
    if (before.matches({ result: { scheduling: 'pickingDate' } }))
      expect(actual.matches({ result: { scheduling: 'pickingTime' } })).toBe(before.can(event));
  }
}
