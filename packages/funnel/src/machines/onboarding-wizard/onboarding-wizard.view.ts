import type { SnapshotFrom } from 'xstate';
import type { onboardingWizardMachine } from './onboarding-wizard.machine.js';
import type { QuoteSnapshot } from '../../pricing/quote.schema.js';
import { asksChoices } from './onboarding-wizard.steps.js';
import { currentQuote } from './onboarding-wizard.quote.js';
import { FORM_ROUTES, type WizardRoute, type WizardStateName } from './onboarding-wizard.types.js';

export type OnboardingWizardSnapshot = SnapshotFrom<typeof onboardingWizardMachine>;

const ROUTE_OF: Record<WizardStateName, WizardRoute> = {
  booked: 'confirmation',
  welcome: 'welcome',
  name: 'name',
  contact: 'contact',
  address: 'address',
  propertyType: 'property-type',
  serviceType: 'service-type',
  size: 'size',
  review: 'review',
  quote: 'quote',
  result: 'result',
  confirmation: 'confirmation',
  outOfArea: 'out-of-area',
};

/** The route segment under /onboarding that a wizard snapshot shows, e.g. 'property-type'. */
export function wizardRouteOf(snapshot: Pick<OnboardingWizardSnapshot, 'value'>): WizardRoute {
  const top = (
    typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]
  ) as WizardStateName;
  return ROUTE_OF[top];
}

const WITHOUT_SIZE = FORM_ROUTES.filter((route) => route !== 'size');

/**
 * The form steps this prospect walks, in order (the progress bar's 'Step 3 of 7'): the size screen
 * counts only while a chosen service asks a size or offers add-ons (decision 0248).
 */
export function wizardStepsOf(snapshot: Pick<OnboardingWizardSnapshot, 'context'>): readonly WizardRoute[] {
  return asksChoices(snapshot.context) ? FORM_ROUTES : WITHOUT_SIZE;
}

/** What the scheduler shows: both cards (desktop), the date step or time step (mobile), or 'saving'. */
export type SchedulerView = 'dateAndTime' | 'date' | 'time' | 'saving';

export function schedulerViewOf(snapshot: OnboardingWizardSnapshot): SchedulerView | null {
  if (snapshot.matches({ result: { scheduling: 'saving' } })) return 'saving';
  if (snapshot.matches({ result: { scheduling: 'pickingDateAndTime' } })) return 'dateAndTime';
  if (snapshot.matches({ result: { scheduling: 'pickingDate' } })) return 'date';
  if (snapshot.matches({ result: { scheduling: 'pickingTime' } })) return 'time';
  return null;
}

/** True while a capture the person waits for is running (buttons disabled, 'Processing...'). */
export function isWizardBusy(snapshot: OnboardingWizardSnapshot): boolean {
  return snapshot.matches({ review: 'submitting' }) || snapshot.matches({ result: { scheduling: 'saving' } });
}

/**
 * The promotion the review's code gives this quote, as the book the browser has prices it today (its
 * name, code and the dollars it takes off), shown beside the field as applied; null when the field is
 * empty, the server refused the code, or the browser's book does not give it (a code not advertised, or
 * one that does not apply): the server prices the capture either way and says so on Confirm.
 */
export function appliedCodeOf(
  snapshot: Pick<OnboardingWizardSnapshot, 'context'>,
): NonNullable<QuoteSnapshot['promotion']> | null {
  const { context } = snapshot;
  const typed = context.choices.code.trim().toUpperCase();
  if (!typed || context.codeError) return null;
  const priced = currentQuote(context);
  const promotion = priced.ok ? priced.quote.itemized?.promotion : null;
  return promotion && promotion.code === typed ? promotion : null;
}
