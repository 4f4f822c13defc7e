/**
 * How long a text message is in the segments a phone network bills and joins (3GPP TS 23.038): the GSM
 * 7-bit alphabet carries 160 characters in one segment and 153 in each of a longer message's parts; a
 * text with any other character goes as UCS-2, 70 code units in one segment and 67 per part.
 */

/** The GSM 7-bit default alphabet (one septet each). */
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Its extension table (an escape and the character: two septets each). */
const GSM_EXTENDED = '^{}\\[~]|€\f';

/** The septets `text` takes in the GSM 7-bit alphabet, or null when a character is not in it. */
function gsmSeptets(text: string): number | null {
  let n = 0;
  for (const ch of text) {
    if (GSM_BASIC.includes(ch)) n += 1;
    else if (GSM_EXTENDED.includes(ch)) n += 2;
    else return null;
  }
  return n;
}

/** The segments `text` is sent as (0 for an empty text). */
export function smsSegments(text: string): number {
  const septets = gsmSeptets(text);
  const [units, single, part] = septets !== null ? [septets, 160, 153] : [text.length, 70, 67];
  if (units === 0) return 0;
  return units <= single ? 1 : Math.ceil(units / part);
}

/**
 * `head` and `tail` joined, within `maxSegments`: the head is cut (ending in "...") rather than the tail,
 * which holds what must arrive whole (a number to call, a link). Null when the tail alone does not fit.
 *
 * @example
 * fitSms('Ana wants Roof Cleaning (Residential), $900.', ' https://wash.example/admin/leads/a', 1)
 */
export function fitSms(head: string, tail: string, maxSegments = 2): string | null {
  if (smsSegments(tail) > maxSegments) return null;
  if (smsSegments(head + tail) <= maxSegments) return head + tail;
  const chars = Array.from(head);
  // Shorter heads never take more segments, so the longest that fits is found by halving.
  let lo = 0;
  let hi = chars.length;
  const cut = (n: number) => `${chars.slice(0, n).join('').trimEnd()}...`;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (smsSegments(cut(mid) + tail) <= maxSegments) lo = mid;
    else hi = mid - 1;
  }
  return lo > 0 ? cut(lo) + tail : tail.trimStart();
}
