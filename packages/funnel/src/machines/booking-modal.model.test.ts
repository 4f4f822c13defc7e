import { SUBMISSION_ERROR, type CaptureLeadInput, type NotifyParams } from './effects.js';
import { describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { emptyBookingLead } from '../lead/lead-fields.schema.js';
import { canLeaveBookingContact } from '../validation/wizard-validation.js';
import {
  BOOKING_SUCCESS,
  bookingFields,
  bookingModalMachine,
  bookingProgress,
  hasContactDetail,
  type BookingModalContext,
} from './booking-modal.machine.js';
import { FakeActors } from './testing/fake-actors.testkit.js';
import { Coverage, handledEvents, modelPaths, replay } from './testing/model-replay.testkit.js';

const failure = { code: 'network', message: 'offline' };
const change = (field: string, value: string) => ({ type: 'field.change', field, value });
const STEPS = ['contact', 'property', 'service', 'notes'];

/** What each step offers: its fields (a value, or clearing it), the buttons, the actors' results. */
function eventsFor(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const { lead } = snapshot.context as BookingModalContext;
  const toggle = (field: keyof typeof lead, value: string) => change(field, lead[field] ? '' : value);
  const events: AnyEventObject[] = [
    { type: 'modal.next' },
    { type: 'modal.back' },
    { type: 'modal.submit' },
    { type: 'modal.close' },
    { type: 'modal.done' },
    { type: 'xstate.done.actor.captureLead' },
    { type: 'xstate.error.actor.captureLead', error: failure },
  ];
  if (snapshot.matches('contact'))
    events.push(
      toggle('name', 'Ann'),
      toggle('email', 'ann@example.com'),
      toggle('phone', '(561) 555-0123'),
      { type: 'consent.sms.change', granted: !(snapshot.context as BookingModalContext).smsConsent },
    );
  if (snapshot.matches('property')) {
    events.push(toggle('address', '1 Main St'), change('propertyType', 'Townhouse'));
    // The app may clear contact details on a later step: then Next sends nothing.
    events.push(change('name', ''), change('email', ''), change('phone', ''));
    events.push({ type: 'xstate.error.actor.backgroundCapture', error: failure });
  }
  if (snapshot.matches('service')) events.push(change('serviceNeeded', 'Roof Cleaning'));
  if (snapshot.matches('notes')) events.push(change('notes', 'Gate code 12'));
  return events;
}

const stateKey = (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value as unknown, ...s.context });

function checkInvariants(
  actual: AnyMachineSnapshot,
  expected: AnyMachineSnapshot,
  event: AnyEventObject,
  previous: string,
  fakes: FakeActors,
  notes: readonly NotifyParams[],
) {
  expect(stateKey(actual)).toBe(stateKey(expected));
  const ctx = actual.context as BookingModalContext;
  const captures = fakes.inputsOf<CaptureLeadInput>('captureLead');
  const last = captures.at(-1);
  expect(bookingProgress(actual)).toBe(
    { contact: 25, property: 50, service: 75 }[actual.value as string] ?? 100,
  );
  expect(ctx.submitting).toBe(actual.matches('submitting'));
  if (actual.matches('contact'))
    expect(actual.can({ type: 'modal.next' })).toBe(canLeaveBookingContact(ctx.lead));
  if (actual.matches('submitting')) {
    expect(actual.can({ type: 'modal.next' }) || actual.can({ type: 'modal.submit' })).toBe(false);
    expect(last).toEqual({
      stage: 'process_completed',
      currentStep: 'notes',
      fields: bookingFields(ctx.lead),
    });
  }
  if (event.type === 'modal.next' && actual.value !== previous) {
    const partial = {
      stage: 'booking_progress',
      currentStep: previous,
      fields: bookingFields(ctx.lead),
      ...(previous === 'contact' ? { smsConsent: ctx.smsConsent } : {}),
    };
    if (hasContactDetail(ctx.lead)) expect(last).toEqual(partial);
    else expect(last).not.toEqual(partial);
  }
  for (const c of captures.filter((c) => c.stage === 'booking_progress'))
    expect([c.fields.name, c.fields.email, c.fields.phone].some(Boolean)).toBe(true);
  if (event.type === 'modal.close' || event.type === 'modal.done') {
    expect(ctx).toEqual({ lead: emptyBookingLead, submitting: false, smsConsent: false });
    expect(actual.value).toBe('contact');
  }
  if (actual.matches('complete')) expect(notes.at(-1)).toEqual(BOOKING_SUCCESS);
  if (event.type === 'xstate.error.actor.captureLead') {
    expect(actual.value).toBe('notes');
    expect(notes.at(-1)).toEqual(SUBMISSION_ERROR);
  }
}

describe('bookingModal model', () => {
  it('replays every path and covers every state and transition', async () => {
    const coverage = new Coverage(bookingModalMachine);
    const { paths, stateCount } = modelPaths(bookingModalMachine, {
      events: eventsFor,
      filterEvents: (s, e) => handledEvents(s).has(e.type),
      serializeState: stateKey,
    });
    // One machine for every path (providing builds a whole machine): each replay starts afresh.
    const fakes = new FakeActors();
    const notes: NotifyParams[] = [];
    const machine = bookingModalMachine.provide({
      actors: { captureLead: fakes.promise('captureLead') },
      actions: { notify: (_, params) => void notes.push(params), logError: () => {} },
    });
    for (const path of paths) {
      fakes.reset();
      notes.length = 0;
      await replay(path, {
        machine,
        fakes,
        coverage,
        spawnedIds: ['backgroundCapture'],
        delayOf: () => 0,
        check: (actual, expected, event, before) =>
          checkInvariants(actual, expected, event, before.value as string, fakes, notes),
      });
    }
    const report = coverage.report();
    console.log(`${report.line} — ${stateCount} model states, ${paths.length} paths (one per edge)`);
    expect(STEPS.every((step) => coverage.states.has(`bookingModal.${step}`))).toBe(true);
    expect(report.missing).toEqual([]);
  }, 300_000);
});
