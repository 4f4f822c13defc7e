import { useEffect, useState } from 'react';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  NO_CHOICES,
  onboardingWizardMachine,
  type Availability,
  type CaptureLeadInput,
  type LogErrorParams,
  type NotifyParams,
  type ResumeAnswer,
  type WizardRoute,
} from '@pw/funnel';
import { apiGet } from '../../shared/data/api-client';
import { noticeToast, toast } from '../../shared/toast';
import type { Inspect } from '../../shared/dev-tools/stately-inspector';
import { browserStore } from '../../shared/data/browser-storage';
import { fetchAvailability } from '../../shared/data/fetch-availability';
import { sharedLeadCapture, type LeadCapture } from '../../shared/data/lead-capture.service';
import { readStoredBooking, readStoredChoices, readStoredForm } from '../../shared/data/lead-storage';
import { offerCodeIn } from '../../shared/offer-link';
import { documentLanguage } from '../../shared/i18n/messages';
import { noticeInLanguage } from '../book-names';
import { currentLayout } from './use-layout-sync';

export interface OnboardingActorOptions {
  leadCapture: LeadCapture;
  /** The Stately inspector's observer (development builds with `?inspect` only). */
  inspect?: Inspect | undefined;
  /** A resume link's answer: the lead's answers, step and quote as the server holds them (decision 0234). */
  resume?: ResumeAnswer | null;
}

type WizardMachine = ReturnType<typeof onboardingWizardMachine.provide>;
const machines = new WeakMap<LeadCapture, WizardMachine>();

/**
 * The wizard's chart with the app's implementations, capturing through `leadCapture`: built once per
 * capture service (providing them builds the whole chart again, 25-30 ms of a phone's main thread), so
 * the welcome's hand-over can build it in a task of its own before the wizard renders (decision 0306).
 */
export function wizardMachineFor(leadCapture: LeadCapture): WizardMachine {
  let machine = machines.get(leadCapture);
  if (!machine) {
    machine = onboardingWizardMachine.provide({
      actors: {
        captureLead: fromPromise<unknown, CaptureLeadInput>(({ input }) => leadCapture.captureLead(input)),
        // The clock read with each answer: the scheduler's today and notice follow it, not the load time.
        fetchAvailability: fromPromise<Availability, { from: string; to: string }>(async ({ input }) => ({
          ...(await fetchAvailability(input)),
          now: new Date(),
        })),
      },
      actions: {
        // A size question the notice names is asked as the book asks it on this page (decision 0329).
        notify: ({ context }, params: NotifyParams) =>
          void toast(noticeToast(noticeInLanguage(params, context.book, documentLanguage()))),
        logError: (_, params: LogErrorParams) => console.warn(params.message, params.error),
        recordView: (_, params: { route: WizardRoute }) => leadCapture.recordView(params.route),
      },
    });
    machines.set(leadCapture, machine);
  }
  return machine;
}

/**
 * Ahead of the wizard's first render: builds its chart with the app's implementations for the page's
 * capture client (25-30 ms of a phone's main thread in one piece, which a render, sliced or not, cannot
 * split; decision 0306 measured it).
 */
export function prepareWizard(): void {
  wizardMachineFor(sharedLeadCapture());
}

/**
 * The choices a visit starts with: those stored in this browser, with the code of the offer the prospect
 * followed (`/onboarding?code=FIRST50`, decision 0312) in the review's field, over any code kept from before.
 */
function startChoices(search: string) {
  const stored = readStoredChoices(browserStore());
  const code = offerCodeIn(search);
  return code ? { ...stored, code } : stored;
}

/** What the wizard's chart starts from: this browser's stored answers, or a resume link's (decision 0234). */
export function wizardStartInput(resume: ResumeAnswer | null | undefined, search = location.search) {
  return {
    stored: resume ? resume.answers : readStoredForm(browserStore()),
    // Raw: the chart keeps what the book in force offers once it arrives (decision 0264).
    choices: resume ? (resume.choices ?? NO_CHOICES) : startChoices(search),
    booking: readStoredBooking(browserStore()),
    layout: currentLayout(),
    now: new Date(),
    ...(resume ? { resume: { step: resume.step, quote: resume.quote } } : {}),
  };
}

/**
 * Starts the wizard chart with the app's implementations: captures through the lead-capture service
 * (outbox included), availability from the server, toasts and console logging. The stored form values,
 * sizes, add-ons, code and booking are read once, here, so a returning prospect resumes where they were
 * (or sees their booking); a prospect who opened a resume link starts from the server's answers, choices,
 * step and quote instead.
 */
export function useOnboardingActor({ leadCapture, inspect, resume }: OnboardingActorOptions) {
  const machine = wizardMachineFor(leadCapture);
  // Read once: the chart starts from what was there when the wizard mounted.
  const [input] = useState(() => wizardStartInput(resume));
  const actor = useActorRef(machine, inspect ? { input, inspect } : { input });
  // The owner's book in force: the service list and the quote follow it (decision 0247), the business's
  // day is the server's zone's (decision 0312). Unreachable: the chart keeps the spec's prices and zone,
  // and the server prices the capture with its book anyway.
  useEffect(() => {
    const abort = new AbortController();
    apiGet('/api/price-book', { signal: abort.signal }).then(
      ({ version, book, timeZone }) =>
        actor.send({ type: 'priceBook.loaded', book: { ...book, version }, timeZone }),
      () => {},
    );
    return () => abort.abort();
  }, [actor]);
  return actor;
}
