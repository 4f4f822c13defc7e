import {
  appointmentStatusOf,
  ONBOARDING_FORM_FIELDS,
  PROPERTY_CATEGORIES,
  STORAGE_KEYS,
  completionFlags,
  type LeadFields,
  type OnboardingForm,
  type Stage,
} from '@pw/funnel';
import { writeText, type KeyValueStore } from './browser-storage';

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
  const flags = completionFlags(capture.stage);
  writeText(store, STORAGE_KEYS.stage, capture.stage);
  writeText(store, STORAGE_KEYS.timestamp, capture.timestamp);
  writeText(store, STORAGE_KEYS.source, capture.source);
  writeText(store, STORAGE_KEYS.partial, String(flags.partial));
  writeText(store, STORAGE_KEYS.completed, String(flags.completed));
  if (fields.appointmentTimestamp) writeText(store, STORAGE_KEYS.scheduledTime, fields.appointmentTimestamp);
  const status = appointmentStatusOf(capture.stage);
  if (status) writeText(store, STORAGE_KEYS.appointmentStatus, status);
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
