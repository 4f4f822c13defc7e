import { STORAGE_KEYS, type OnboardingForm } from '@pw/funnel';
import { writeText, type KeyValueStore } from './browser-storage';

/** The contact details the spec's helpers save as they are typed (lead capture, e-mail remembering). */
const TYPED_FIELDS = ['name', 'email', 'phone'] as const;

/**
 * Saves the name, e-mail and phone as the prospect types them, under the spec's keys (the e-mail also as
 * `lead_email`), so a reload or a closed tab before Continue loses nothing: the wizard restores them.
 * A field emptied by the prospect is forgotten too. Returns what was written, for the next comparison.
 */
export function rememberTyped(
  store: KeyValueStore,
  form: Pick<OnboardingForm, (typeof TYPED_FIELDS)[number]>,
  before: Partial<Record<(typeof TYPED_FIELDS)[number], string>> = {},
): Record<(typeof TYPED_FIELDS)[number], string> {
  for (const field of TYPED_FIELDS) {
    const value = form[field];
    if (value === before[field]) continue;
    const keys = field === 'email' ? [STORAGE_KEYS.email, STORAGE_KEYS.leadEmail] : [STORAGE_KEYS[field]];
    for (const key of keys) {
      if (value.trim()) writeText(store, key, value);
      else store.removeItem(key);
    }
  }
  return { name: form.name, email: form.email, phone: form.phone };
}
