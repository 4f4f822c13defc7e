import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { emptyBookingLead, LIMITS, type BookingLead, type LeadFields } from '../lead/lead-fields.schema.js';
import { canLeaveBookingContact } from '../validation/wizard-validation.js';
import { logCaptureError, notProvided } from './effect-defaults.js';
import {
  SUBMISSION_ERROR,
  type CaptureLeadInput,
  type LogErrorParams,
  type NotifyParams,
} from './effects.js';

export interface BookingModalContext {
  lead: BookingLead;
  /** True while the full lead is being sent: buttons disabled, 'Submitting...'. */
  submitting: boolean;
  /** The contact step's text-message consent box: unticked until the prospect ticks it (decision 0220). */
  smsConsent: boolean;
}

export type BookingModalEvent =
  | { type: 'field.change'; field: keyof BookingLead; value: string }
  /** The contact step's text-message consent box, ticked or unticked. */
  | { type: 'consent.sms.change'; granted: boolean }
  | { type: 'modal.next' }
  | { type: 'modal.back' }
  | { type: 'modal.submit' }
  | { type: 'modal.close' }
  | { type: 'modal.done' }
  /** A partial-progress capture failed: logged only. */
  | { type: 'xstate.error.actor.backgroundCapture'; error: unknown };

/** The modal's four steps, in order. */
export const BOOKING_STEPS = ['contact', 'property', 'service', 'notes'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export const BOOKING_SUCCESS: NotifyParams = {
  title: 'notice.bookingSuccess',
  description: 'notice.bookingSuccess.description',
  variant: 'default',
};

/** The lead's non-empty texts, as a capture carries them. */
export function bookingFields(lead: BookingLead): LeadFields {
  const fields: LeadFields = {};
  for (const [key, value] of Object.entries(lead) as [keyof BookingLead, string][]) {
    if (value.trim()) fields[key] = value.trim();
  }
  return fields;
}

/** The spec's condition for a partial capture on Next: one of name, e-mail or phone is filled. */
export function hasContactDetail(lead: BookingLead): boolean {
  return [lead.name, lead.email, lead.phone].some((v) => v.trim().length > 0);
}

const partialCapture = (step: BookingStep) => ({ type: 'capturePartial', params: { step } }) as const;

/**
 * The booking modal ('Schedule Your Free Assessment'): four steps, a partial capture on each Next, the
 * full lead on Submit. The app provides `captureLead` (with form type bookingModal), `notify`, `logError`.
 */
export const bookingModalMachine = setup({
  types: {
    context: {} as BookingModalContext,
    events: {} as BookingModalEvent,
  },
  actors: {
    captureLead: fromPromise<unknown, CaptureLeadInput>(notProvided('captureLead')),
  },
  actions: {
    notify: (_, _params: NotifyParams) => {},
    logError: (_, _params: LogErrorParams) => {},
    changeField: assign({
      lead: ({ context, event }) =>
        event.type === 'field.change'
          ? { ...context.lead, [event.field]: event.value.slice(0, LIMITS[event.field]) }
          : context.lead,
    }),
    capturePartial: enqueueActions(({ context, enqueue }, params: { step: BookingStep }) => {
      if (!hasContactDetail(context.lead)) return;
      const input: CaptureLeadInput = {
        stage: 'booking_progress',
        currentStep: params.step,
        fields: bookingFields(context.lead),
      };
      // The consent box is on the contact step: its capture alone says whether it was ticked.
      enqueue.spawnChild('captureLead', {
        id: 'backgroundCapture',
        input: params.step === 'contact' ? { ...input, smsConsent: context.smsConsent } : input,
      });
    }),
    changeSmsConsent: assign({
      smsConsent: ({ context, event }) =>
        event.type === 'consent.sms.change' ? event.granted : context.smsConsent,
    }),
    reset: assign({ lead: emptyBookingLead, submitting: false, smsConsent: false }),
    startSubmitting: assign({ submitting: true }),
    stopSubmitting: assign({ submitting: false }),
  },
  guards: {
    canLeaveContact: ({ context }) => canLeaveBookingContact(context.lead),
  },
}).createMachine({
  id: 'bookingModal',
  description: 'Schedule Your Free Assessment: contact, property, service and notes, then Thank You.',
  context: { lead: emptyBookingLead, submitting: false, smsConsent: false },
  initial: 'contact',
  on: {
    'field.change': { actions: 'changeField' },
    'modal.close': { target: '.contact', actions: 'reset' },
    'xstate.error.actor.backgroundCapture': { actions: logCaptureError },
  },
  states: {
    contact: {
      description:
        'Full Name, Email Address and Phone Number, and a text-message consent box unticked until ticked; Next disabled until all three are non-blank, the e-mail has an @ and the phone 10 digits.',
      on: {
        'consent.sms.change': { actions: 'changeSmsConsent' },
        'modal.next': { guard: 'canLeaveContact', target: 'property', actions: partialCapture('contact') },
      },
    },
    property: {
      description: 'Address and property type.',
      on: {
        'modal.next': { target: 'service', actions: partialCapture('property') },
        'modal.back': 'contact',
      },
    },
    service: {
      description: 'Service Needed.',
      on: { 'modal.next': { target: 'notes', actions: partialCapture('service') }, 'modal.back': 'property' },
    },
    notes: {
      description: "Optional notes; Submit and 'Skip & Submit' send the full lead.",
      on: { 'modal.submit': 'submitting', 'modal.back': 'service' },
    },
    submitting: {
      description: "'Submitting...': buttons disabled while the full lead is sent.",
      entry: 'startSubmitting',
      exit: 'stopSubmitting',
      invoke: {
        id: 'captureLead',
        src: 'captureLead',
        input: ({ context }) => ({
          stage: 'process_completed',
          currentStep: 'notes',
          fields: bookingFields(context.lead),
        }),
        onDone: { target: 'complete', actions: { type: 'notify', params: BOOKING_SUCCESS } },
        onError: {
          target: 'notes',
          actions: [logCaptureError, { type: 'notify', params: SUBMISSION_ERROR }],
        },
      },
    },
    complete: {
      description: 'Thank You; Done closes the dialog and clears the form.',
      on: { 'modal.done': { target: 'contact', actions: 'reset' } },
    },
  },
});

export type BookingModalSnapshot = SnapshotFrom<typeof bookingModalMachine>;

const PROGRESS: Record<string, number> = { contact: 25, property: 50, service: 75, notes: 100 };

/** The progress bar: 25, 50, 75, then 100 from the notes step on. */
export function bookingProgress(snapshot: Pick<BookingModalSnapshot, 'value'>): number {
  return PROGRESS[snapshot.value as string] ?? 100;
}
