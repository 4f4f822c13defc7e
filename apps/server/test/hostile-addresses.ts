/**
 * E-mail addresses written to reach more than one mailbox (decision 0204): lists, group syntax, quoted
 * local parts with commas, display names and angle brackets, comments, header injection with CR/LF,
 * Unicode, control characters and very long ones, each built around plain addresses the one e-mail rule
 * takes, and some of those plain addresses alone. fast-check with a fixed seed gives the same set each run.
 */
import fc from 'fast-check';
import { oneMailbox } from './fuzz/fuzz-kit.js';

const word = fc.stringMatching(/^[A-Za-z0-9]{1,8}$/);
const two = fc.tuple(oneMailbox, oneMailbox);

/** Characters that mean something to an address parser or a header, or are not ASCII. */
const special = fc.constantFrom(
  ...[',', ';', ':', '<', '>', '"', '(', ')', '[', ']', '\\', '@', ' ', '\t', '\r', '\n', '\r\n'],
  ...['\u0000', '\u007f', '\u0085', '\u2028', '\u2029', '\u202e', '\u200b', '\u3000', 'é', 'İ', '😀'],
);

const hostile = fc.oneof(
  fc
    .tuple(two, fc.constantFrom(',', ', ', ';', '; ', ' ', ',\r\n ', '\r\n', '\n', '\u2028'))
    .map(([[a, b], sep]) => `${a}${sep}${b}`),
  fc.tuple(word, two).map(([g, [a, b]]) => `${g}: ${a}, ${b};`),
  fc.tuple(word, two).map(([g, [a, b]]) => `${g}:${a},${b};`),
  fc.tuple(word, oneMailbox).map(([n, a]) => `${n} <${a}>`),
  two.map(([a, b]) => `${a} <${b}>`),
  two.map(([a, b]) => `<${a}>, <${b}>`),
  two.map(([a, b]) => `"${a}, ${b}"@${b.split('@')[1]}`),
  fc.tuple(word, word, fc.domain()).map(([x, y, d]) => `"${x},${y}"@${d}`),
  two.map(([a, b]) => `${a} (${b})`),
  two.map(([a, b]) => `${a}\r\nBcc: ${b}`),
  two.map(([a, b]) => `${a}\\,${b}`),
  two.map(([a, b]) => `=?utf-8?B?${Buffer.from(`${a}, ${b}`).toString('base64')}?=@example.com`),
  fc
    .tuple(oneMailbox, special, fc.nat())
    .map(([a, c, at]) => `${a.slice(0, at % (a.length + 1))}${c}${a.slice(at % (a.length + 1))}`),
  fc.tuple(fc.integer({ min: 200, max: 600 }), fc.domain()).map(([n, d]) => `${'a'.repeat(n)}@${d}`),
  fc.emailAddress(),
);

/** `count` addresses: about one in five a plain mailbox, the rest hostile. */
export const hostileAddresses = (count: number, seed = 204): string[] =>
  fc.sample(fc.oneof({ arbitrary: oneMailbox, weight: 1 }, { arbitrary: hostile, weight: 4 }), {
    numRuns: count,
    seed,
  });
