/** The part of Web Crypto the id helper needs; `randomUUID` is absent outside secure contexts. */
export interface IdSource {
  getRandomValues(array: Uint8Array): Uint8Array;
  randomUUID?: () => string;
}

/**
 * A random v4 UUID. `crypto.randomUUID` exists only in secure contexts (https, or http on localhost),
 * so a site tried on a LAN address over plain http would throw; `getRandomValues` exists everywhere
 * and gives the same 122 random bits.
 *
 * @example newId() // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function newId(source: IdSource = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const b = source.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40; // version 4
  b[8] = (b[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
