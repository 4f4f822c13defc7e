/**
 * A pseudo-locale (decision 0319): every message's words accented and bracketed, its arguments, plurals
 * and tags kept, so a page rendered with it shows at a glance, and a test finds by rule, any text that did
 * not come from the catalog (it has no brackets) and any layout that breaks on longer words.
 */
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { printAST } from '@formatjs/icu-messageformat-parser/printer.js';

const ACCENTED: Readonly<Record<string, string>> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  n: 'ñ',
  c: 'ç',
  y: 'ý',
  A: 'Á',
  E: 'É',
  I: 'Í',
  O: 'Ó',
  U: 'Ú',
  N: 'Ñ',
  C: 'Ç',
  Y: 'Ý',
};
export const PSEUDO_OPEN = '⟦';
export const PSEUDO_CLOSE = '⟧';

function accent(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((el) => {
    if (el.type === TYPE.literal)
      return { ...el, value: el.value.replace(/[a-zA-Z]/g, (c) => ACCENTED[c] ?? c) };
    if (el.type === TYPE.tag) return { ...el, children: accent(el.children) };
    if (el.type === TYPE.plural || el.type === TYPE.select) {
      const options = Object.fromEntries(
        Object.entries(el.options).map(([k, o]) => [k, { ...o, value: accent(o.value) }]),
      );
      return { ...el, options };
    }
    return el;
  });
}

/** The pseudo-locale of one message: `Next` -> `⟦Ñéxt⟧`, `{n, plural, ...}` still a plural. */
export function pseudoMessage(message: string): string {
  return `${PSEUDO_OPEN}${printAST(accent(parse(message)))}${PSEUDO_CLOSE}`;
}

/** The pseudo-locale of a whole catalog, keyed alike. */
export function pseudoCatalog<C extends Readonly<Record<string, string>>>(
  catalog: C,
): Record<keyof C, string> {
  return Object.fromEntries(Object.entries(catalog).map(([k, m]) => [k, pseudoMessage(m)])) as Record<
    keyof C,
    string
  >;
}
