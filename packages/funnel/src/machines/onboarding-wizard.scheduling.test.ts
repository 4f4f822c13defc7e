import { describe, expect, it } from 'vitest';
import { flush } from './fake-actors.testkit.js';
import { complete, toResult } from './onboarding-wizard.harness.testkit.js';
import { ACCEPT_WARNING, BOOKING_WARNING, SLOT_TAKEN } from './onboarding-wizard.messages.js';
import type { CaptureLeadInput } from './onboarding-wizard.types.js';
import { isWizardBusy, schedulerViewOf } from './onboarding-wizard.view.js';

const TUESDAY = '2025-06-03';

/** A wizard on the result screen (resumed, confirmed, quote run). */
const onResult = (layout: 'desktop' | 'mobile') =>
  toResult({ stored: { ...complete, serviceNeeded: 'Roof Cleaning' }, layout });

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
    const w = await onResult('mobile');
    w.send(
      { type: 'schedule.open' },
      { type: 'date.select', day: TUESDAY },
      { type: 'slot.select', slot: '8:30 AM' },
    );
    w.send({ type: 'schedule.confirm' });
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

  it('books, accepts and confirms, with the appointment fields on every capture', async () => {
    const w = await onResult('desktop');
    w.send(
      { type: 'schedule.open' },
      { type: 'date.select', day: TUESDAY },
      { type: 'slot.select', slot: '1:30 PM' },
    );
    w.send({ type: 'schedule.confirm' });
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

  it('logging failures only warn and the flow goes on', async () => {
    const w = await onResult('desktop');
    w.send(
      { type: 'schedule.open' },
      { type: 'date.select', day: TUESDAY },
      { type: 'slot.select', slot: '8:30 AM' },
    );
    w.send({ type: 'schedule.confirm' });
    w.fakes.settle('captureLead', { ok: false, error: new Error('500') });
    await flush();
    expect(w.notes.at(-1)).toEqual(BOOKING_WARNING);
    w.fakes.settle('captureLead', { ok: false, error: new Error('500') });
    await flush();
    expect(w.notes.at(-1)).toEqual(ACCEPT_WARNING);
    expect(w.state().value).toBe('confirmation');
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
