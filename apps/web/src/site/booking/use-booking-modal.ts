import { useCallback, useReducer } from 'react';
import type { LeadFields, Stage } from '@pw/funnel';
import { buildCapture, postCapture } from '../../app/capture/post-capture';
import { toast } from '../../app/toast';
import { bookingSteps, type BookingStep } from './booking-options';

export type BookingView = BookingStep | 'complete';
export type BookingField =
  'name' | 'email' | 'phone' | 'address' | 'propertyType' | 'serviceNeeded' | 'notes';
export type BookingFields = Record<BookingField, string>;

export interface BookingState {
  view: BookingView;
  fields: BookingFields;
  submitting: boolean;
}

/** Events named as @pw/funnel's bookingModalMachine names them, so the swap is mechanical. */
export type BookingEvent =
  | { type: 'field.change'; field: BookingField; value: string }
  | { type: 'modal.next' }
  | { type: 'modal.back' }
  | { type: 'modal.submit' }
  | { type: 'modal.close' }
  | { type: 'submit.done' }
  | { type: 'submit.failed' };

const emptyFields: BookingFields = {
  name: '',
  email: '',
  phone: '',
  address: '',
  propertyType: '',
  serviceNeeded: '',
  notes: '',
};
export const initialBookingState: BookingState = { view: 'contact', fields: emptyFields, submitting: false };

/** Next on the contact step needs name, e-mail and phone, each non-blank after trimming. */
export function isContactValid(f: BookingFields): boolean {
  return [f.name, f.email, f.phone].every((v) => v.trim() !== '');
}

/** A partial capture is sent only when at least one of name, e-mail or phone is filled. */
export function hasContactDetail(f: BookingFields): boolean {
  return [f.name, f.email, f.phone].some((v) => v.trim() !== '');
}

function step(view: BookingView, by: 1 | -1): BookingView {
  if (view === 'complete') return view;
  const i = bookingSteps.indexOf(view) + by;
  return bookingSteps[Math.max(0, Math.min(bookingSteps.length - 1, i))]!;
}

export function bookingReducer(state: BookingState, event: BookingEvent): BookingState {
  switch (event.type) {
    case 'field.change':
      return { ...state, fields: { ...state.fields, [event.field]: event.value } };
    case 'modal.next':
      if (state.submitting || (state.view === 'contact' && !isContactValid(state.fields))) return state;
      return { ...state, view: step(state.view, 1) };
    case 'modal.back':
      return state.submitting ? state : { ...state, view: step(state.view, -1) };
    case 'modal.submit':
      return state.view === 'notes' && !state.submitting ? { ...state, submitting: true } : state;
    case 'submit.done':
      return { ...state, submitting: false, view: 'complete' };
    case 'submit.failed':
      return { ...state, submitting: false };
    case 'modal.close':
      return initialBookingState;
  }
}

function capture(stage: Stage, currentStep: string, fields: LeadFields, website: string) {
  return postCapture(buildCapture({ formType: 'bookingModal', stage, currentStep, fields, website }));
}

/** State and actions of the booking modal, with the partial and final captures. */
export function useBookingModal(website = '') {
  const [state, dispatch] = useReducer(bookingReducer, initialBookingState);
  const send = useCallback(
    (event: BookingEvent) => {
      if (event.type === 'modal.next' && state.view !== 'complete' && hasContactDetail(state.fields)) {
        if (state.view !== 'contact' || isContactValid(state.fields)) {
          const left = state.view;
          capture('booking_progress', left, state.fields, website).catch((error: unknown) => {
            console.warn('Partial booking capture failed', error);
          });
        }
      }
      if (event.type === 'modal.submit' && state.view === 'notes' && !state.submitting) {
        capture('process_completed', 'notes', state.fields, website).then(
          () => {
            dispatch({ type: 'submit.done' });
            toast({
              title: 'Request Submitted',
              description: "We'll contact you shortly to schedule your free assessment.",
            });
          },
          (error: unknown) => {
            console.warn('Booking submission failed', error);
            dispatch({ type: 'submit.failed' });
            toast({
              title: 'Submission Error',
              description: 'There was a problem submitting your request. Please try again.',
              variant: 'destructive',
            });
          },
        );
      }
      dispatch(event);
    },
    [state, website],
  );
  return { state, send };
}
