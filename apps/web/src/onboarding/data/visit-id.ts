import { writeText, type KeyValueStore } from './browser-storage';
import { newId as randomId } from './new-id';

/** Our own key (not one of the spec's): the anonymous visit that ties steps together before the e-mail. */
export const VISIT_ID_KEY = 'pw_visit_id';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The visit id stored in this browser, created once and kept across reloads. */
export function visitIdOf(store: KeyValueStore, newId: () => string = randomId): string {
  const existing = store.getItem(VISIT_ID_KEY);
  if (existing && UUID.test(existing)) return existing;
  const id = newId();
  writeText(store, VISIT_ID_KEY, id);
  return id;
}
