import {
  SUBMISSION_ERROR,
  type CaptureLeadInput,
  type LogErrorParams,
  type NotifyParams,
} from './effects.js';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { emptyBookingLead } from '../lead/lead-fields.schema.js';
import {
  BOOKING_SUCCESS,
  bookingModalMachine,
  bookingProgress,
  type BookingModalEvent,
} from './booking-modal.machine.js';
import { FakeActors, flush } from './testing/fake-actors.testkit.js';

function open() {
  const fakes = new FakeActors();
  const notes: NotifyParams[] = [];
  const errors: LogErrorParams[] = [];
  const actor = createActor(
    bookingModalMachine.provide({
      actors: { captureLead: fakes.promise('captureLead') },
      actions: { notify: (_, p) => void notes.push(p), logError: (_, p) => void errors.push(p) },
    }),
  ).start();
  const send = (...events: BookingModalEvent[]) => events.forEach((e) => actor.send(e));
  const captures = () => fakes.inputsOf<CaptureLeadInput>('captureLead');
  return { actor, fakes, notes, errors, send, captures, state: () => actor.getSnapshot() };
}

const fill = (name: string, email: string, phone: string): BookingModalEvent[] => [
  { type: 'field.change', field: 'name', value: name },
  { type: 'field.change', field: 'email', value: email },
  { type: 'field.change', field: 'phone', value: phone },
];

describe('booking modal', () => {
  it('keeps Next disabled until name, e-mail and phone are non-blank', () => {
    const m = open();
    m.send(...fill('Ann', 'ann@example.com', '   '));
    expect(m.state().can({ type: 'modal.next' })).toBe(false);
    m.send({ type: 'modal.next' });
    expect(m.state().value).toBe('contact');
    m.send({ type: 'field.change', field: 'phone', value: '561 555 0123' }, { type: 'modal.next' });
    expect(m.state().value).toBe('property');
    expect(bookingProgress(m.state())).toBe(50);
  });

  it('sends a partial capture for the step left only while a contact detail is filled', async () => {
    const m = open();
    m.send(...fill('Ann', 'ann@example.com', '5615550123'), { type: 'modal.next' });
    expect(m.captures()).toEqual([
      {
        stage: 'booking_progress',
        currentStep: 'contact',
        fields: { name: 'Ann', email: 'ann@example.com', phone: '5615550123' },
        // The box is unticked until ticked, and its state rides on the contact step's capture alone.
        smsConsent: false,
      },
    ]);
    m.send(...fill('', ' ', ''), { type: 'modal.next' });
    expect(m.state().value).toBe('service');
    expect(m.captures()).toHaveLength(1);
    m.fakes.settle('backgroundCapture', { ok: false, error: new Error('offline') });
    await flush();
    expect(m.errors).toHaveLength(1);
    expect(m.notes).toEqual([]);
  });

  it('submits the full lead, thanks the person, and Done clears everything', async () => {
    const m = open();
    m.send(...fill('Ann', 'ann@example.com', '5615550123'), { type: 'modal.next' });
    m.send(
      { type: 'field.change', field: 'address', value: '1 Main St' },
      { type: 'modal.next' },
      { type: 'modal.next' },
    );
    m.send({ type: 'modal.submit' });
    expect(m.state().context.submitting).toBe(true);
    expect(m.captures().at(-1)).toMatchObject({
      stage: 'process_completed',
      fields: { address: '1 Main St' },
    });
    m.fakes.settle('captureLead', { ok: true });
    await flush();
    expect(m.state().value).toBe('complete');
    expect(m.state().context.submitting).toBe(false);
    expect(m.notes).toEqual([BOOKING_SUCCESS]);
    m.send({ type: 'modal.done' });
    expect(m.state().value).toBe('contact');
    expect(m.state().context.lead).toEqual(emptyBookingLead);
  });

  it('stays on the notes with Submission Error when the submit fails', async () => {
    const m = open();
    m.send(...fill('Ann', 'ann@example.com', '5615550123'), { type: 'consent.sms.change', granted: true });
    m.send({ type: 'modal.next' }, { type: 'modal.next' });
    expect(m.captures()[0]?.smsConsent).toBe(true);
    m.send({ type: 'modal.next' }, { type: 'modal.submit' });
    expect(m.captures().at(-1)).not.toHaveProperty('smsConsent');
    m.fakes.settle('captureLead', { ok: false, error: new Error('500') });
    await flush();
    expect(m.state().value).toBe('notes');
    expect(m.state().context.submitting).toBe(false);
    expect(m.notes).toEqual([SUBMISSION_ERROR]);
  });

  it('cuts a text at its length limit so the capture is not refused', () => {
    const m = open();
    m.send({ type: 'field.change', field: 'notes', value: 'x'.repeat(5000) });
    expect(m.state().context.lead.notes).toHaveLength(2000);
  });

  it('closing resets fields, step and submitting flag, even while submitting', () => {
    const m = open();
    m.send(...fill('Ann', 'ann@example.com', '5615550123'), { type: 'modal.next' }, { type: 'modal.next' });
    m.send({ type: 'modal.next' }, { type: 'modal.submit' });
    expect(m.state().value).toBe('submitting');
    m.send({ type: 'modal.close' });
    expect(m.state().value).toBe('contact');
    expect(m.state().context).toEqual({ lead: emptyBookingLead, submitting: false, smsConsent: false });
    expect(bookingProgress(m.state())).toBe(25);
  });
});
