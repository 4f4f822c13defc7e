import {
  appointmentStatusOf,
  choicesAfterFields,
  choicesOfStored,
  storedChoices,
  ONBOARDING_FORM_FIELDS,
  PROPERTY_CATEGORIES,
  STORAGE_KEYS,
  completionFlags,
  type LeadFields,
  type OnboardingForm,
  type QuoteChoices,
  type Stage,
  type StoredBooking,
} from '@pw/funnel';
import { readJson, writeJson, writeText, type KeyValueStore } from './browser-storage';

/**
 * Mirrors one capture into browser storage under the spec's keys (point 3): the form fields, the e-mail
 * also as `lead_email`, the stage and flags, the scheduled time and the appointment status.
 */
export function mirrorCapture(
  store: KeyValueStore,
  capture: { stage: Stage; fields: LeadFields; timestamp: string; source: string },
): void {
  const { fields } = capture;
  for (const key of ONBOARDING_FORM_FIELDS) {
    const value = fields[key];
    if (value !== undefined && value !== '') writeText(store, STORAGE_KEYS[key], value);
  }
  if (fields.email) writeText(store, STORAGE_KEYS.leadEmail, fields.email);
  // A lead that completed stays completed (decision 0131), here as on the server.
  const done = store.getItem(STORAGE_KEYS.completed) === 'true';
  const flags = completionFlags(done ? 'process_completed' : capture.stage);
  writeText(store, STORAGE_KEYS.stage, capture.stage);
  writeText(store, STORAGE_KEYS.timestamp, capture.timestamp);
  writeText(store, STORAGE_KEYS.source, capture.source);
  writeText(store, STORAGE_KEYS.partial, String(flags.partial));
  writeText(store, STORAGE_KEYS.completed, String(flags.completed));
  if (fields.appointmentTimestamp) writeText(store, STORAGE_KEYS.scheduledTime, fields.appointmentTimestamp);
  const status = appointmentStatusOf(capture.stage);
  if (status) writeText(store, STORAGE_KEYS.appointmentStatus, status);
  const choices = choicesAfterFields(readStoredChoices(store), fields);
  if (choices) writeJson(store, CHOICES_KEY, storedChoices(choices));
}

/** Our key: the sizes, add-ons and promotion code the prospect gave (decision 0264; not a spec key). */
export const CHOICES_KEY = 'pw_choices';

/**
 * The sizes, add-ons and code a returning visitor gave, raw: the wizard filters them with the price book
 * in force once it arrives. A value of another version or shape is ignored.
 */
export function readStoredChoices(store: KeyValueStore): QuoteChoices {
  return choicesOfStored(readJson<unknown>(store, CHOICES_KEY, null));
}

/** What a returning visitor had typed: the wizard starts from these values (resume, spec point 4). */
export function readStoredForm(store: KeyValueStore): Partial<OnboardingForm> {
  const stored: Partial<OnboardingForm> = {};
  for (const key of ONBOARDING_FORM_FIELDS) {
    const value = store.getItem(STORAGE_KEYS[key])?.trim();
    if (!value) continue;
    if (key === 'propertyType') {
      const category = PROPERTY_CATEGORIES.find((c) => c === value);
      if (category) stored.propertyType = category;
    } else {
      stored[key] = value;
    }
  }
  if (!stored.email) {
    const email = store.getItem(STORAGE_KEYS.leadEmail)?.trim();
    if (email) stored.email = email;
  }
  return stored;
}

/** Our key: the booking this browser made, so a returning prospect sees it (not a spec key). */
export const BOOKING_KEY = 'pw_booking';

/** The booking made in this browser earlier, or null. */
export function readStoredBooking(store: KeyValueStore): StoredBooking | null {
  const value = readJson<Partial<StoredBooking> | null>(store, BOOKING_KEY, null);
  if (!value || typeof value.day !== 'string' || typeof value.slot !== 'string') return null;
  const hold = value.hold === 'requested' ? 'requested' : 'held';
  const booking = {
    day: value.day,
    slot: value.slot,
    hold,
    ...(value.kind === 'assessment' ? { kind: value.kind } : {}),
  } as const;
  return typeof value.manageToken === 'string' ? { ...booking, manageToken: value.manageToken } : booking;
}

/** Keeps the chart's booking in storage (null removes it: the prospect started a new quote). */
export function writeStoredBooking(store: KeyValueStore, booking: StoredBooking | null): void {
  if (booking) writeJson(store, BOOKING_KEY, booking);
  else store.removeItem(BOOKING_KEY);
}
