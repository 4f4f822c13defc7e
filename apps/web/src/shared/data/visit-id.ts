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

/** Our own key: the host of the other site that first sent this browser's visit here. */
export const REFERRER_KEY = 'pw_referrer';

/**
 * The referring host of this visit, kept from the first page load that had one (a reload or a later
 * page of the site has our own address as referrer). Only the host: a path or query of another site
 * could carry personal data.
 */
export function referrerHostOf(store: KeyValueStore, referrer: string, ownHref: string): string | undefined {
  let host: string | undefined;
  try {
    host = referrer ? new URL(referrer).host.toLowerCase() : undefined;
    if (host && host === new URL(ownHref).host.toLowerCase()) host = undefined;
  } catch {
    host = undefined;
  }
  if (host && /^[a-z0-9.-]+(:\d+)?$/.test(host)) {
    writeText(store, REFERRER_KEY, host);
    return host;
  }
  return store.getItem(REFERRER_KEY) ?? undefined;
}
