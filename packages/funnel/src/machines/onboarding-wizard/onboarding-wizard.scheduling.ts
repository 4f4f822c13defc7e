import { logCaptureError } from '../effect-defaults.js';
import { SUBMISSION_ERROR } from '../effects.js';
import { not } from 'xstate';
import { bookingWindow } from '../../calendar/calendar.js';
import { captureInput } from './onboarding-wizard.captures.js';
import { slotRefusalOf } from './onboarding-wizard.refusals.js';
import { ACCEPT_WARNING, BOOKING_QUEUED, SLOT_REFUSED, SLOT_TAKEN } from './onboarding-wizard.messages.js';
import { onboardingWizardSetup } from './onboarding-wizard.setup.js';

const W = '#onboardingWizard';

/** Closing the scheduler goes back to what opened it: the price, or the on-site assessment's offer. */
const closeSchedule = [
  { guard: 'isAssessment', target: `${W}.result.assessment` },
  { target: `${W}.result.success` },
] as const;

/**
 * The scheduler inside the result screen (Schedule Now). Desktop picks date and time together; mobile
 * picks the date, then the time. Availability loads on open and again after a slot was taken.
 */
export const schedulingState = onboardingWizardSetup.createStateConfig({
  description: 'Schedule Your Service: loads availability, then date and time.',
  initial: 'opening',
  entry: 'settleUnavailableDays',
  invoke: {
    id: 'fetchAvailability',
    src: 'fetchAvailability',
    input: ({ context }) => {
      const { first, last } = bookingWindow(context.now, context.rules);
      return { from: first, to: last };
    },
    onDone: { actions: { type: 'storeAvailability', params: ({ event }) => event.output } },
    onError: {
      actions: {
        type: 'logError',
        params: ({ event }) => ({ message: 'Availability failed', error: event.error }),
      },
    },
  },
  on: { 'layout.change': { target: '.opening', actions: 'changeLayout' } },
  states: {
    opening: {
      description: 'Chooses the layout: desktop shows both cards, mobile goes step by step.',
      always: [
        { guard: not('isMobile'), target: 'pickingDateAndTime' },
        { guard: 'hasSelectedDay', target: 'pickingTime' },
        { target: 'pickingDate' },
      ],
    },
    pickingDateAndTime: {
      description: "Desktop: 'Select Date' and 'Select Time Slot' side by side.",
      on: {
        'date.select': { guard: 'canSelectDay', actions: 'selectDay' },
        'slot.select': { guard: 'isSlotOpen', actions: 'selectSlot' },
        'schedule.confirm': { guard: 'hasDateAndTime', target: 'saving' },
        'schedule.close': closeSchedule,
      },
    },
    pickingDate: {
      description: 'Mobile step 1: the calendar; choosing a date advances.',
      on: {
        'date.select': { guard: 'canSelectDay', target: 'pickingTime', actions: 'selectDay' },
        'schedule.close': closeSchedule,
      },
    },
    pickingTime: {
      description: 'Mobile step 2: the full date, a back arrow and the time slots.',
      on: {
        'slot.select': { guard: 'isSlotOpen', actions: 'selectSlot' },
        'schedule.dateBack': 'pickingDate',
        'schedule.confirm': { guard: 'hasDateAndTime', target: 'saving' },
        'schedule.close': closeSchedule,
      },
    },
    saving: {
      description: "'Processing...': books the slot, then records the quote as accepted.",
      initial: 'booking',
      on: { 'layout.change': { actions: 'changeLayout' }, 'wizard.goto': {} },
      states: {
        booking: {
          description:
            'Captures appointment_scheduled. Booked only once the server holds the slot; a refused slot ' +
            '(taken, passed, blocked) sends the person back with the reason; an unreachable server makes ' +
            'it a request (decision 0130).',
          invoke: {
            id: 'captureLead',
            src: 'captureLead',
            input: ({ context }) => captureInput(context, 'appointment_scheduled'),
            onDone: [
              {
                guard: { type: 'wasQueued', params: ({ event }) => ({ output: event.output }) },
                target: 'accepting',
                actions: [
                  { type: 'holdBooking', params: { hold: 'requested' } },
                  { type: 'notify', params: BOOKING_QUEUED },
                ],
              },
              {
                target: 'accepting',
                actions: {
                  type: 'holdBooking',
                  params: ({ event }) => ({ hold: 'held' as const, output: event.output }),
                },
              },
            ],
            onError: [
              {
                guard: { type: 'isSlotRefused', params: ({ event }) => ({ error: event.error }) },
                target: `${W}.result.scheduling`,
                reenter: true,
                actions: [
                  'clearSlot',
                  {
                    type: 'notify',
                    params: ({ event }) =>
                      slotRefusalOf(event.error)?.code === 'slot_refused' ? SLOT_REFUSED : SLOT_TAKEN,
                  },
                ],
              },
              {
                target: `${W}.result.scheduling`,
                reenter: true,
                actions: [logCaptureError, { type: 'notify', params: SUBMISSION_ERROR }],
              },
            ],
          },
        },
        accepting: {
          description: 'Captures quote_accepted; a failure only warns.',
          invoke: {
            id: 'captureLead',
            src: 'captureLead',
            input: ({ context }) => captureInput(context, 'quote_accepted'),
            onDone: `${W}.confirmation`,
            onError: {
              target: `${W}.confirmation`,
              actions: [logCaptureError, { type: 'notify', params: ACCEPT_WARNING }],
            },
          },
        },
      },
    },
  },
});
