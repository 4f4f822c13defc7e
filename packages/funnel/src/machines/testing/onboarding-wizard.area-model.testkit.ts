import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import type { CaptureLeadInput } from '../effects.js';
import { DEFAULT_PRICE_BOOK } from '../../pricing/default-price-book.js';
import type { OnboardingWizardContext } from '../onboarding-wizard/onboarding-wizard.types.js';
import { wizardRouteOf } from '../onboarding-wizard/onboarding-wizard.view.js';
import type { FakeActors } from './fake-actors.testkit.js';
import {
  change,
  eventsFor,
  failure,
  input,
  snapshotAfter,
  TO_REVIEW,
  type E,
} from './onboarding-wizard.model.testkit.js';

// The wizard's service-area models (decisions 0265, 0266): an address outside the area, a waitlist
// screen reopened, and the review re-checking the area against the book in force.

/** An address outside the default service area (Palm Beach County's ZIP codes). */
const ORLANDO = '400 S Orange Ave, Orlando, FL 32801';
/** The form up to the address step, with an Orlando address typed: the out-of-area model starts there. */
export const TO_ORLANDO: E[] = [...TO_REVIEW.slice(0, 6), change('address', ORLANDO)];
export const orlandoSnapshot = () => snapshotAfter(TO_ORLANDO);

/** The out-of-area model's own events: the Orlando address typed again, and joining the waitlist. */
export function outOfAreaEvents(snapshot: AnyMachineSnapshot): E[] {
  const route = wizardRouteOf(snapshot);
  if (route === 'address') return [...eventsFor(snapshot), change('address', ORLANDO)];
  return route === 'out-of-area' ? [...eventsFor(snapshot), { type: 'waitlist.join' }] : eventsFor(snapshot);
}

/**
 * A returning prospect whose stored address is outside the area (decision 0265): the chart starts on the
 * welcome and the app asks for `/onboarding/out-of-area`, as a reload of that screen does.
 */
export const orlandoStoredInput = {
  ...input,
  stored: { name: 'Ann', email: 'ann@example.com', phone: '5615550123', address: ORLANDO },
};
export function reopenedEvents(snapshot: AnyMachineSnapshot): E[] {
  return wizardRouteOf(snapshot) === 'welcome'
    ? [{ type: 'wizard.goto', step: 'out-of-area' }, ...eventsFor(snapshot)]
    : outOfAreaEvents(snapshot);
}
/** The waitlist screen reopened is about the stored address, and only the resumed visit was captured. */
export function checkReopened(actual: AnyMachineSnapshot, event: E, fakes: FakeActors) {
  if (!(event.type === 'wizard.goto' && event.step === 'out-of-area')) return;
  expect(actual.matches({ outOfArea: 'offered' })).toBe(true);
  expect((actual.context as OnboardingWizardContext).form.address).toBe(ORLANDO);
  expect(fakes.inputsOf<CaptureLeadInput>('captureLead').map((c) => c.stage)).toEqual(['resumed_session']);
}

/**
 * The review re-checks the area (decision 0266): a prospect in Jupiter (served by default) on the review;
 * the owner's book arrives without Jupiter, or the server refuses the quote for its own area.
 */
const JUPITER = '100 Ocean Blvd, Jupiter, FL 33477';
export const areaReviewInput = {
  ...input,
  stored: { ...orlandoStoredInput.stored, address: JUPITER, serviceNeeded: 'Roof Cleaning' },
};
const areaRefused = { code: 'out_of_service_area', message: "We don't serve Jupiter (33477) yet" };
const smallArea = { ...DEFAULT_PRICE_BOOK, version: 4, serviceArea: { zips: ['33401'], towns: [] } };
export function areaReviewEvents(snapshot: AnyMachineSnapshot): E[] {
  const ctx = snapshot.context as OnboardingWizardContext;
  if (snapshot.matches('welcome')) return [{ type: 'wizard.goto', step: 'review' }];
  if (snapshot.matches({ review: 'editing' })) {
    const events: E[] = [{ type: 'review.confirm' }];
    if (ctx.book.version === 1) events.push({ type: 'priceBook.loaded', book: smallArea });
    return events;
  }
  if (snapshot.matches({ review: 'submitting' }))
    return [
      { type: 'xstate.error.actor.captureLead', error: areaRefused },
      { type: 'xstate.error.actor.captureLead', error: failure },
    ];
  return [];
}
/** Reaching the waitlist screen from the review keeps every answer, and sends no quote the book refuses. */
export function checkAreaReview(actual: AnyMachineSnapshot, event: E, fakes: FakeActors) {
  if (!actual.matches('outOfArea')) return;
  const ctx = actual.context as OnboardingWizardContext;
  expect(ctx.form).toMatchObject({ address: JUPITER, serviceNeeded: 'Roof Cleaning', name: 'Ann' });
  const last = fakes.inputsOf<CaptureLeadInput>('captureLead').at(-1)?.stage;
  if (event.type === 'review.confirm') expect(last).not.toBe('quote_details');
  else expect(event.type === 'xstate.error.actor.captureLead' && event.error).toBe(areaRefused);
}
