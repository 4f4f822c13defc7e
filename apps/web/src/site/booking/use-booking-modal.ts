import { bookingModalMachine, bookingProgress, type BookingLead, type CaptureLeadInput } from '@pw/funnel';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { noticeToast, toast } from '../../shared/toast';
import type { Inspect } from '../../shared/dev-tools/stately-inspector';
import { sharedLeadCapture } from '../../shared/data/lead-capture.service';

export type BookingField = keyof BookingLead;

/** Id of the honeypot input: hidden from people, a bot that fills it is quietly ignored by the server. */
export const HONEYPOT_ID = 'booking-website';

function readHoneypot(): string {
  return (document.getElementById(HONEYPOT_ID) as HTMLInputElement | null)?.value ?? '';
}

/**
 * The booking modal's state, driven by @pw/funnel's `bookingModalMachine`. The app provides the
 * machine's side effects: `captureLead` goes through the wizard's capture client (form type
 * bookingModal, with the honeypot), so a lead made while the server is away waits in the same outbox;
 * `notify` raises a toast in the page's language, `logError` logs (the flow goes on, as the spec asks). `inspect` is the Stately
 * inspector's observer (development builds with `?inspect` only).
 */
export function useBookingModal(inspect?: Inspect) {
  // The page's language is the document's for its life, so the chart's first `t` is its last.
  const [machine] = useState(() =>
    bookingModalMachine.provide({
      actors: {
        captureLead: fromPromise<unknown, CaptureLeadInput>(({ input }) =>
          sharedLeadCapture().captureLead({ formType: 'bookingModal', ...input, website: readHoneypot() }),
        ),
      },
      actions: {
        notify: (_, params) => void toast(noticeToast(params)),
        logError: (_, { message, error }) => console.warn(message, error),
      },
    }),
  );
  const [snapshot, send] = useActor(machine, inspect ? { inspect } : {});
  const value = snapshot.value;
  return {
    view: value === 'submitting' ? 'notes' : value,
    fields: snapshot.context.lead,
    smsConsent: snapshot.context.smsConsent,
    submitting: snapshot.context.submitting,
    progress: bookingProgress(snapshot),
    canGoNext: snapshot.can({ type: 'modal.next' }),
    send,
  };
}
