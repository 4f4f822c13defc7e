import { SUBMISSION_ERROR, type CaptureLeadInput } from '../effects.js';
import { describe, expect, it } from 'vitest';
import { flush } from '../testing/fake-actors.testkit.js';
import { complete, startWizard, toResult } from '../testing/onboarding-wizard.harness.testkit.js';
import { ACCEPT_WARNING, BOOKING_QUEUED, SLOT_REFUSED, SLOT_TAKEN } from './onboarding-wizard.messages.js';
import { isWizardBusy, schedulerViewOf } from './onboarding-wizard.view.js';

const TUESDAY = '2025-06-03';

/** A wizard on the result screen (resumed, confirmed, quote run). */
const onResult = (layout: 'desktop' | 'mobile') =>
  toResult({ stored: { ...complete, serviceNeeded: 'Roof Cleaning' }, layout });

/** On the scheduler with Tuesday at `slot` chosen and Confirm pressed: the booking capture is running. */
async function confirming(layout: 'desktop' | 'mobile', slot: string) {
  const w = await onResult(layout);
  w.send(
    { type: 'schedule.open' },
    { type: 'date.select', day: TUESDAY },
    { type: 'slot.select', slot },
    { type: 'schedule.confirm' },
  );
  return w;
}

describe('onboarding wizard: scheduler', () => {
  it('desktop: choosing a date clears the time; Confirm needs both', async () => {
    const w = await onResult('desktop');
    w.send({ type: 'schedule.open' });
    expect(schedulerViewOf(w.state())).toBe('dateAndTime');
    expect(w.fakes.inputsOf('fetchAvailability')).toEqual([{ from: '2025-06-02', to: '2025-08-02' }]);
    w.send({ type: 'date.select', day: TUESDAY }, { type: 'slot.select', slot: '8:30 AM' });
    expect(w.state().can({ type: 'schedule.confirm' })).toBe(true);
    w.send({ type: 'date.select', day: '2025-06-06' });
    expect(w.state().context).toMatchObject({ selectedDay: '2025-06-06', selectedSlot: null });
    expect(w.state().can({ type: 'schedule.confirm' })).toBe(false);
    w.send({ type: 'date.select', day: '2025-06-04' }); // today + 2: booked
    expect(w.state().context.selectedDay).toBe('2025-06-06');
    w.send({ type: 'schedule.close' });
    expect(w.state().matches({ result: 'success' })).toBe(true);
  });

  it("reads the configured blocked days when the scheduler first opens, not at the wizard's start", async () => {
    // They count from the business's today: the start reads no time zone (decision 0303).
    const w = await onResult('desktop');
    expect(w.state().context.unavailableDays).toBeNull();
    w.send({ type: 'schedule.open' });
    expect(w.state().context.unavailableDays).toContain('2025-06-04'); // today + 2, the demo's
    expect(w.state().can({ type: 'date.select', day: '2025-06-04' })).toBe(false);
  });

  it('mobile: a date advances to the time step; the back arrow returns to the dates', async () => {
    const w = await onResult('mobile');
    w.send({ type: 'schedule.open' });
    expect(schedulerViewOf(w.state())).toBe('date');
    w.send({ type: 'date.select', day: TUESDAY });
    expect(schedulerViewOf(w.state())).toBe('time');
    w.send({ type: 'slot.select', slot: '10:00 AM' }); // a weekend slot: not offered on a Tuesday
    expect(w.state().context.selectedSlot).toBeNull();
    w.send({ type: 'schedule.dateBack' });
    expect(schedulerViewOf(w.state())).toBe('date');
  });

  it('a slot taken meanwhile: kind toast, slot cleared, stays and reloads availability', async () => {
    const w = await confirming('mobile', '8:30 AM');
    expect(isWizardBusy(w.state())).toBe(true);
    w.fakes.settle('captureLead', { ok: false, error: { code: 'slot_taken' } });
    await flush();
    expect(w.notes.at(-1)).toEqual(SLOT_TAKEN);
    expect(w.state().context).toMatchObject({ selectedDay: TUESDAY, selectedSlot: null });
    expect(schedulerViewOf(w.state())).toBe('time');
    expect(w.fakes.inputsOf('fetchAvailability')).toHaveLength(2);
    w.fakes.settle('fetchAvailability', { ok: true, output: { unavailableDays: [], takenSlots: {} } });
    w.fakes.settle('fetchAvailability', {
      ok: true,
      output: { unavailableDays: [], takenSlots: { [TUESDAY]: ['8:30 AM'] } },
    });
    await flush();
    w.send({ type: 'slot.select', slot: '8:30 AM' });
    expect(w.state().context.selectedSlot).toBeNull();
  });

  it("the calendar follows the clock of each availability answer, not the page's load time", async () => {
    const w = await onResult('desktop');
    const MONDAY = '2025-06-02'; // the wizard's today
    w.send(
      { type: 'schedule.open' },
      { type: 'date.select', day: MONDAY },
      { type: 'slot.select', slot: '4:00 PM' },
    );
    expect(w.state().context).toMatchObject({ selectedDay: MONDAY, selectedSlot: '4:00 PM' });
    // The answer arrives at 15:30 in New York: 4:00 PM is within the notice, nothing is left today.
    const later = new Date('2025-06-02T19:30:00Z');
    w.fakes.settle('fetchAvailability', {
      ok: true,
      output: { unavailableDays: [], takenSlots: {}, now: later },
    });
    await flush();
    expect(w.state().context).toMatchObject({ now: later, selectedDay: null, selectedSlot: null });
    expect(w.state().can({ type: 'date.select', day: MONDAY })).toBe(false);
    expect(w.state().can({ type: 'date.select', day: TUESDAY })).toBe(true);
  });

  it('books, accepts and confirms, with the appointment fields on every capture', async () => {
    const w = await confirming('desktop', '1:30 PM');
    w.fakes.settle('captureLead', { ok: true });
    await flush();
    w.fakes.settle('captureLead', { ok: true });
    await flush();
    expect(w.state().value).toBe('confirmation');
    expect(w.stages().slice(-3)).toEqual(['appointment_scheduled', 'quote_accepted', 'process_completed']);
    const last = w.fakes.inputsOf<CaptureLeadInput>('captureLead').at(-1);
    expect(last?.fields).toMatchObject({
      appointmentDate: TUESDAY,
      appointmentTime: '1:30 PM',
      appointmentTimestamp: '2025-06-03T13:30:00',
    });
    w.send({ type: 'wizard.goto', step: 'review' });
    expect(w.state().value).toBe('confirmation');
  });

  it('a booking that could only be queued is a request, not a booked slot (decision 0130)', async () => {
    const w = await confirming('desktop', '8:30 AM');
    w.fakes.settle('captureLead', { ok: true, output: { queued: true } });
    await flush();
    expect(w.notes.at(-1)).toEqual(BOOKING_QUEUED);
    w.fakes.settle('captureLead', { ok: false, error: new Error('500') });
    await flush();
    expect(w.notes.at(-1)).toEqual(ACCEPT_WARNING);
    expect(w.state().value).toBe('confirmation');
    expect(w.state().context.booking).toEqual({ day: TUESDAY, slot: '8:30 AM', hold: 'requested' });
  });

  it('a held booking is marked held', async () => {
    const w = await confirming('desktop', '11:00 AM');
    w.fakes.settle('captureLead', { ok: true, output: { queued: false, manageToken: 'tok' } });
    await flush();
    expect(w.state().context.booking).toEqual({
      day: TUESDAY,
      slot: '11:00 AM',
      hold: 'held',
      manageToken: 'tok',
    });
  });

  it('a slot the server refuses (passed, too soon, blocked) stays on the scheduler, the toast in the catalog', async () => {
    const w = await confirming('desktop', '8:30 AM');
    const reason = '8:30 AM on 2025-06-03 is too soon.';
    w.fakes.settle('captureLead', { ok: false, error: { code: 'slot_refused', message: reason } });
    await flush();
    expect(w.notes.at(-1)).toEqual(SLOT_REFUSED);
    expect(schedulerViewOf(w.state())).toBe('dateAndTime');
    expect(w.state().context).toMatchObject({ selectedSlot: null, booking: null });
    expect(w.fakes.inputsOf('fetchAvailability')).toHaveLength(2);
  });

  it('any other refusal of the booking keeps the choice on the scheduler and confirms nothing', async () => {
    const w = await confirming('desktop', '8:30 AM');
    w.fakes.settle('captureLead', { ok: false, error: new Error('400') });
    await flush();
    expect(w.notes.at(-1)).toEqual(SUBMISSION_ERROR);
    expect(schedulerViewOf(w.state())).toBe('dateAndTime');
    expect(w.state().context).toMatchObject({ selectedSlot: '8:30 AM', booking: null });
    expect(w.stages()).not.toContain('quote_accepted');
  });

  it('a returning booked prospect sees their booking, and may start a new quote with the same contact', () => {
    const booking = { day: TUESDAY, slot: '1:30 PM', hold: 'held' } as const;
    const w = startWizard({ stored: complete, booking });
    expect(w.state().value).toBe('booked');
    expect(w.stages()).toEqual(['resumed_session']);
    w.send({ type: 'wizard.goto', step: 'review' });
    expect(w.state().value).toBe('booked');
    w.send({ type: 'booking.startNew' });
    expect(w.state().value).toBe('welcome');
    expect(w.state().context).toMatchObject({ booking: null, selectedDay: null });
    expect(w.state().context.form).toMatchObject({ email: 'ann@example.com', serviceNeeded: '' });
  });

  it('switching layout keeps the choice and shows the matching step', async () => {
    const w = await onResult('desktop');
    w.send({ type: 'schedule.open' }, { type: 'date.select', day: TUESDAY });
    w.send({ type: 'layout.change', layout: 'mobile' });
    expect(schedulerViewOf(w.state())).toBe('time');
    w.send({ type: 'layout.change', layout: 'desktop' });
    expect(schedulerViewOf(w.state())).toBe('dateAndTime');
    expect(w.state().context.selectedDay).toBe(TUESDAY);
  });
});
