/**
 * Prospect text made safe for every channel (issue 38, decision 0311): what a visitor typed reaches the
 * owner's texts, pushes and e-mail subjects, and the prospect's own follow-ups, through these two rules.
 */

/**
 * What disappears: format characters (Unicode Cf: the bidi marks U+200E/U+200F/U+061C, embeddings and
 * overrides U+202A-U+202E, isolates U+2066-U+2069, zero-width space, joiners, U+FEFF, soft hyphen, tag
 * characters), lone surrogate halves, and the blank fillers that render as nothing (Hangul fillers,
 * braille blank). A U+202E before a phone number makes a phone display it reversed. The zero-width
 * joiner stays where it joins two emoji (👨‍👩‍👧 is one picture), and only there.
 */
const INVISIBLE =
  /(?![\u200D])[\p{Cf}\p{Cs}\u115F\u1160\u3164\uFFA0\u2800]|(?<![\p{Extended_Pictographic}\p{Emoji_Modifier}\uFE0F])\u200D|\u200D(?!\p{Extended_Pictographic})/gu;
/** What becomes one space: controls (C0, DEL, C1), line and paragraph separators, any run of white space. */
const BREAKS = /[\p{Cc}\p{Zl}\p{Zp}\s]+/gu;

/**
 * `text` on one plain line: invisible and direction-changing characters removed, controls and line
 * breaks turned to spaces, white space collapsed to single spaces, trimmed. A name with CR/LF neither
 * adds a header nor starts a paragraph; one with U+202E cannot turn the rest of an alert around.
 *
 * @example
 * safeText('Ana\u202E 0123-555 (561)\r\nBcc: x') // 'Ana 0123-555 (561) Bcc: x'
 */
export function safeText(text: string): string {
  return text.replace(INVISIBLE, '').replace(BREAKS, ' ').trim();
}

/**
 * `text` without the parts a phone or a mail reader would make a link of: a scheme (`https://…`,
 * `mailto:`, `tel:`), `www.`, anything with `@`, and a word ending in a dot and letters (`x.com`). A
 * message's only links are the ones the server wrote; a name typed as a link is dropped, not broken up,
 * since how each phone finds links is its own (decision 0311). Expects `safeText`'s output.
 *
 * @example
 * withoutLinks('Ann https://evil.example/x') // 'Ann'
 */
export function withoutLinks(text: string): string {
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/\S*/gi, ' ')
    .replace(/\b(mailto|tel|sms|javascript|data):\S*/gi, ' ')
    .replace(/\S*(www\.|@)\S*/gi, ' ')
    .replace(/\S+\.[a-z]{2,}\b\S*/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Prospect text for a text message: `safeText`, and no markup (tags and angle brackets go). */
export function plainSmsText(text: string): string {
  return safeText(text)
    .replace(/<[^>]*>/g, ' ')
    .replace(/[<>]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
