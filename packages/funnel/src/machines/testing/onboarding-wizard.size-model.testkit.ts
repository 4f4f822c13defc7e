import { expect } from 'vitest';
import { getInitialSnapshot, getNextSnapshot, type AnyMachineSnapshot } from 'xstate';
import type { CaptureLeadInput } from '../effects.js';
import { aBook, sizedDriveway } from '../../pricing/price-book.testkit.js';
import { choicesFor, servicesWithChoices } from '../../pricing/quote-choices.js';
import { validateSizes } from '../../validation/size-validation.js';
import { onboardingWizardMachine } from '../onboarding-wizard/onboarding-wizard.machine.js';
import type { OnboardingWizardContext } from '../onboarding-wizard/onboarding-wizard.types.js';
import { wizardRouteOf } from '../onboarding-wizard/onboarding-wizard.view.js';
import { CODE_REFUSED } from '../onboarding-wizard/onboarding-wizard.messages.js';
import type { FakeActors } from './fake-actors.testkit.js';
import { input, TO_REVIEW, type E } from './onboarding-wizard.model.testkit.js';

/**
 * The size screen's model (issue 21): the owner's book sizes the driveway (cars) and offers sealing; it
 * starts on the service step and stops once the quote starts or the person leaves these three screens.
 */
export const sizedInput = { ...input, book: aBook() };
export const TO_SERVICES: E[] = TO_REVIEW.slice(0, -2);
export const servicesSnapshot = () =>
  TO_SERVICES.reduce(
    (s, e) => getNextSnapshot(onboardingWizardMachine, s, e as never),
    getInitialSnapshot(onboardingWizardMachine, sizedInput as never),
  ) as AnyMachineSnapshot;
const DRIVEWAY = sizedDriveway.name;
const codeRefused = { code: 'code_refused', message: "This code can't be used." };

export function sizedEventsFor(snapshot: AnyMachineSnapshot): E[] {
  const ctx = snapshot.context as OnboardingWizardContext;
  const route = wizardRouteOf(snapshot);
  const events: E[] = [{ type: 'wizard.next' }, { type: 'wizard.back' }];
  if (route === 'service-type')
    events.push({ type: 'service.toggle', service: DRIVEWAY }, { type: 'wizard.goto', step: 'size' });
  if (route === 'size') {
    events.push({ type: 'size.select', service: DRIVEWAY, size: 3 });
    events.push({ type: 'addOn.toggle', service: DRIVEWAY, addOn: 'Sealing' });
    events.push({ type: 'wizard.goto', step: 'service-type' }, { type: 'wizard.goto', step: 'review' });
  }
  if (snapshot.matches({ review: 'editing' })) {
    // Typing a code, or typing it again after the server refused it (one code keeps the graph small).
    if (!ctx.choices.code || ctx.codeError) events.push({ type: 'promotionCode.change', code: 'SPRING' });
    events.push({ type: 'review.edit', section: 'size' }, { type: 'review.confirm' });
  }
  if (snapshot.matches({ review: 'submitting' })) {
    if (ctx.choices.code) events.push({ type: 'xstate.error.actor.captureLead', error: codeRefused });
    events.push({ type: 'xstate.done.actor.captureLead', output: { queued: false } });
  }
  return events;
}

/** The size model's own checks: what the screen's captures carry and when the review may be reached. */
export function checkSized(actual: AnyMachineSnapshot, event: E, fakes: FakeActors) {
  const ctx = actual.context as OnboardingWizardContext;
  const captures = fakes.inputsOf<CaptureLeadInput>('captureLead');
  const chosen = { propertyType: ctx.form.propertyType, services: ctx.form.serviceNeeded };
  const sent = choicesFor(ctx.book, chosen, ctx.choices);
  if (actual.matches('review')) {
    // The review is reached only with every size asked answered.
    expect(validateSizes(ctx.book, chosen, ctx.choices).ok).toBe(true);
  }
  if (event.type === 'wizard.next' && actual.matches('review')) {
    const last = captures.at(-1)!;
    expect(last.stage).toBe(asksChoicesIn(ctx) ? 'size_completed' : 'service_type_completed');
    if (last.stage === 'size_completed')
      expect(last.fields).toMatchObject({ sizes: sent.sizes, addOns: sent.addOns });
  }
  if (actual.matches({ review: 'submitting' })) {
    const { sizes, addOns, code } = sent;
    expect(captures.at(-1)!.fields).toMatchObject({ sizes, addOns, promotionCode: code.trim() });
  }
  if (event.type === 'xstate.error.actor.captureLead' && actual.matches({ review: 'editing' }))
    expect(ctx.codeError).toBe(CODE_REFUSED);
  if (event.type === 'promotionCode.change') expect(ctx.codeError).toBeNull();
  if (actual.matches('size')) expect(asksChoicesIn(ctx)).toBe(true);
}

const asksChoicesIn = (ctx: OnboardingWizardContext) =>
  servicesWithChoices(ctx.book, { propertyType: ctx.form.propertyType, services: ctx.form.serviceNeeded })
    .length > 0;
