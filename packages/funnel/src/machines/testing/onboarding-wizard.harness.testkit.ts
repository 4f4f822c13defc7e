import type { CaptureLeadInput, LogErrorParams, NotifyParams } from '../effects.js';
import { createActor, SimulatedClock } from 'xstate';
import type { OnboardingForm } from '../../lead/lead-fields.schema.js';
import { FakeActors, flush, ticks } from './fake-actors.testkit.js';
import { onboardingWizardMachine } from '../onboarding-wizard/onboarding-wizard.machine.js';
import type {
  OnboardingWizardEvent,
  OnboardingWizardInput,
} from '../onboarding-wizard/onboarding-wizard.types.js';

/** A running wizard with fake actors, recorded toasts and errors, and a simulated clock. */
export const NOW = new Date('2025-06-02T10:00:00'); // a Monday
export const complete: Partial<OnboardingForm> = {
  name: 'Ann',
  email: 'ann@example.com',
  phone: '5615550123',
  address: '1 Main St',
  propertyType: 'Residential',
  serviceNeeded: 'House Exterior, Roof Cleaning',
};

export function startWizard(input: Partial<OnboardingWizardInput> = {}) {
  const fakes = new FakeActors();
  const notes: NotifyParams[] = [];
  const errors: LogErrorParams[] = [];
  const views: string[] = [];
  const clock = new SimulatedClock();
  const machine = onboardingWizardMachine.provide({
    actors: {
      captureLead: fakes.promise('captureLead'),
      fetchAvailability: fakes.promise('fetchAvailability'),
    },
    actions: {
      notify: (_, p) => void notes.push(p),
      logError: (_, p) => void errors.push(p),
      recordView: (_, p) => void views.push(p.route),
    },
  });
  const actor = createActor(machine, { input: { now: NOW, ...input }, clock }).start();
  const send = (...events: OnboardingWizardEvent[]) => events.forEach((e) => actor.send(e));
  const stages = () => fakes.inputsOf<CaptureLeadInput>('captureLead').map((c) => c.stage);
  const captured = (stage: string) =>
    fakes.inputsOf<CaptureLeadInput>('captureLead').find((c) => c.stage === stage);
  const state = () => actor.getSnapshot();
  return { actor, fakes, notes, errors, views, clock, send, stages, captured, state };
}

/** Resumes with a complete form, confirms the review and runs the quote to the result. */
export async function toResult(input: Partial<OnboardingWizardInput> = {}) {
  const w = startWizard({ stored: complete, ...input });
  w.send({ type: 'wizard.goto', step: 'review' }, { type: 'review.confirm' });
  w.fakes.settle('captureLead', { ok: true });
  await flush();
  ticks(w.clock, 200);
  return w;
}
