import type { NotifyParams } from '../effects.js';
import { describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { FakeActors } from '../testing/fake-actors.testkit.js';
import { Coverage, modelPaths, replay, type ModelOptions } from '../testing/model-replay.testkit.js';
import { onboardingWizardMachine } from './onboarding-wizard.machine.js';
import {
  assessmentInput,
  bookedInput,
  checkInvariants,
  config,
  eventsFor,
  filterEvents,
  input,
  OPEN_DAY,
  resumedInput,
  reviewSnapshot,
  stateKey,
  TO_REVIEW,
  type E,
} from '../testing/onboarding-wizard.model.testkit.js';
import {
  areaReviewEvents,
  areaReviewInput,
  checkAreaReview,
  checkReopened,
  orlandoSnapshot,
  orlandoStoredInput,
  outOfAreaEvents,
  reopenedEvents,
  TO_ORLANDO,
} from '../testing/onboarding-wizard.area-model.testkit.js';
import {
  checkSized,
  servicesSnapshot,
  sizedEventsFor,
  sizedInput,
  TO_SERVICES,
} from '../testing/onboarding-wizard.size-model.testkit.js';
import type { OnboardingWizardContext } from './onboarding-wizard.types.js';
import { wizardRouteOf } from './onboarding-wizard.view.js';

const FORM_ROUTES = ['welcome', 'name', 'contact', 'address', 'property-type', 'service-type', 'size'];
const SIZED_ROUTES = ['service-type', 'size', 'review'];

/**
 * Models of one chart, so each graph stays small: the form (welcome to the review, stopping once the
 * quote starts), the quote, result and scheduler (from a completed review, stopping when the person goes
 * back to the review or the form), and the address outside the service area (the address step and the
 * waitlist screen only).
 */
const fromReview = reviewSnapshot();
const fromOrlando = orlandoSnapshot();
const fromAssessmentReview = reviewSnapshot(assessmentInput);

/**
 * The scheduler's own branches (other days and slots, availability arriving, refusals and failures)
 * are the quote model's: the assessment's model books one day and one slot with the calendar's defaults;
 * only the scheduler's opening and closing differ.
 */
const SCHEDULER_ONLY = [
  'availability.loaded',
  'xstate.done.actor.fetchAvailability',
  'xstate.error.actor.fetchAvailability',
  'xstate.error.actor.captureLead',
];
const assessmentEvents = (s: AnyMachineSnapshot): E[] =>
  eventsFor(s).filter(
    (e) =>
      !SCHEDULER_ONLY.includes(e.type) &&
      !(e.type === 'date.select' && e.day !== OPEN_DAY) &&
      !(e.type === 'slot.select' && e.slot !== '8:30 AM'),
  );

const MODELS: {
  name: string;
  prefix: E[];
  options: ModelOptions<AnyMachineSnapshot, E>;
  /** Fewer paths than this means the model lost its events. */
  minPaths: number;
  /** Checks of this model's own beside the chart's invariants. */
  check?: (actual: AnyMachineSnapshot, event: E, fakes: FakeActors) => void;
}[] = [
  {
    name: 'form',
    prefix: [],
    options: {
      input,
      events: eventsFor,
      filterEvents,
      serializeState: stateKey,
      stopWhen: (s) => s.matches('quote'),
    },
    minPaths: 100,
  },
  {
    name: 'quote and booking',
    prefix: TO_REVIEW,
    options: {
      input,
      events: eventsFor,
      filterEvents,
      serializeState: stateKey,
      fromState: fromReview,
      // Back in the form, or on the review again: the form model covers those. With the owner's book,
      // the result priced with it is enough: the scheduler after it is the same as with the default.
      stopWhen: (s) =>
        FORM_ROUTES.includes(wizardRouteOf(s)) ||
        (s.matches({ review: 'editing' }) && stateKey(s) !== stateKey(fromReview)) ||
        ((s.context as OnboardingWizardContext).book.version !== 1 && s.matches('result')),
    },
    minPaths: 100,
  },
  {
    name: 'out of the service area',
    prefix: TO_ORLANDO,
    options: {
      input,
      events: outOfAreaEvents,
      filterEvents,
      serializeState: stateKey,
      fromState: fromOrlando,
      // The address step and the waitlist screen only: the form model covers the rest of the form.
      stopWhen: (s) => !['address', 'out-of-area'].includes(wizardRouteOf(s)),
    },
    minPaths: 10,
  },
  {
    // Decision 0265: a reload of /onboarding/out-of-area reopens it for the stored address. Small: from
    // the welcome to the waitlist screen; the out-of-area model covers the screen itself.
    name: 'out of the service area, reopened',
    prefix: [],
    options: {
      input: orlandoStoredInput,
      events: reopenedEvents,
      filterEvents,
      serializeState: stateKey,
      stopWhen: (s) => !['welcome', 'out-of-area'].includes(wizardRouteOf(s)),
    },
    minPaths: 5,
    check: checkReopened,
  },
  {
    // Decision 0266: Confirm on the review re-checks the area with the book in force, and the server's
    // refusal for its own area also leads to the waitlist screen. Small: the review and its two ways out.
    name: "review's area re-check",
    prefix: [],
    options: {
      input: areaReviewInput,
      events: areaReviewEvents,
      filterEvents,
      serializeState: stateKey,
      stopWhen: (s) => !['welcome', 'review'].includes(wizardRouteOf(s)),
    },
    minPaths: 5,
    check: checkAreaReview,
  },
  {
    // Decision 0254: from the review to the confirmation of a job the owner sees first. Small: the
    // quote model covers the form's jumps, the default book's events and the scheduler's other paths.
    name: 'on-site assessment',
    prefix: TO_REVIEW,
    options: {
      input: assessmentInput,
      events: assessmentEvents,
      filterEvents,
      serializeState: stateKey,
      fromState: fromAssessmentReview,
      stopWhen: (s) =>
        FORM_ROUTES.includes(wizardRouteOf(s)) ||
        (s.matches({ review: 'editing' }) && stateKey(s) !== stateKey(fromAssessmentReview)),
    },
    minPaths: 10,
  },
  {
    name: 'returning booked prospect',
    prefix: [],
    options: {
      input: bookedInput,
      events: eventsFor,
      filterEvents,
      serializeState: stateKey,
      stopWhen: (s) => s.matches('welcome'),
    },
    minPaths: 2,
  },
  {
    name: 'opened from a resume link',
    prefix: [],
    options: {
      input: resumedInput,
      events: eventsFor,
      filterEvents,
      serializeState: stateKey,
      // The result and what follows it: the quote model covers those.
      stopWhen: (s) => !s.matches('welcome'),
    },
    minPaths: 1,
  },
  {
    // The owner's book sizes the driveway and offers an add-on (issue 21): the size screen, the review's
    // size section and promotion code, and the server refusing a code. A small model of its own.
    name: 'size and add-ons',
    prefix: TO_SERVICES,
    options: {
      input: sizedInput,
      events: sizedEventsFor,
      filterEvents,
      serializeState: stateKey,
      fromState: servicesSnapshot(),
      stopWhen: (s) => !SIZED_ROUTES.includes(wizardRouteOf(s)),
    },
    minPaths: 50,
    check: checkSized,
  },
];

describe('onboardingWizard model', () => {
  const coverage = new Coverage(onboardingWizardMachine);

  for (const model of MODELS) {
    it(`replays the ${model.name} model's paths against the machine`, async () => {
      const { paths, stateCount } = modelPaths(onboardingWizardMachine, model.options);
      // One machine for every path (providing builds a whole machine): each replay starts afresh.
      const fakes = new FakeActors();
      const notes: NotifyParams[] = [];
      const machine = onboardingWizardMachine.provide({
        actors: {
          captureLead: fakes.promise('captureLead'),
          fetchAvailability: fakes.promise('fetchAvailability'),
        },
        actions: { notify: (_, params) => void notes.push(params), logError: () => {} },
      });
      for (const path of paths) {
        fakes.reset();
        notes.length = 0;
        await replay(path, {
          machine,
          input: model.options.input,
          prefix: model.prefix,
          fakes,
          coverage,
          spawnedIds: ['backgroundCapture'],
          delayOf: () => config.quoteProgress.tickMs,
          check: (actual, expected, event, before) => {
            checkInvariants(actual, expected, event, before, fakes, notes);
            model.check?.(actual, event, fakes);
          },
        });
      }
      console.log(`${model.name}: ${stateCount} model states, ${paths.length} paths (one per edge)`);
      expect(paths.length).toBeGreaterThanOrEqual(model.minPaths);
    }, 300_000);
  }

  it('covers every state and transition of the chart', () => {
    const report = coverage.report();
    console.log(report.line);
    expect(report.missing).toEqual([]);
  });
});
