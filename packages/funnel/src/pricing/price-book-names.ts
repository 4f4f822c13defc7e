/**
 * The price book's names in a prospect's language (issue 41, decision 0326). Each service, add-on and
 * promotion has its English `name` (the key quotes, captures and the lead's row carry) and an optional
 * Spanish `nameEs`; an empty or missing one shows the English name, and the Prices page flags it.
 */
import type { Language } from '../i18n/language-paths.js';
import type { PriceBook } from './price-book.schema.js';
import { joinServices, parseServices } from './services-text.js';

/** Anything the book names: a service, an add-on or a promotion. */
export interface BookNamed {
  readonly name: string;
  readonly nameEs?: string | undefined;
}

/**
 * The name to show in `language`: the Spanish version when written, else the English name.
 *
 * @example
 * nameIn({ name: 'Roof Cleaning', nameEs: 'Limpieza de techos' }, 'es') // 'Limpieza de techos'
 * nameIn({ name: 'Roof Cleaning', nameEs: '' }, 'es') // 'Roof Cleaning'
 */
export function nameIn(item: BookNamed, language: Language): string {
  return language === 'es' ? item.nameEs?.trim() || item.name : item.name;
}

/** A name whose Spanish version is missing, with the path of its `nameEs` field in the book. */
export interface MissingSpanishName {
  kind: 'service' | 'addOn' | 'promotion';
  name: string;
  path: (string | number)[];
}

/** Every name of `book` a Spanish page or message would show in English, in the book's order. */
export function spanishNamesMissing(book: PriceBook): MissingSpanishName[] {
  const missing = (item: BookNamed) => !item.nameEs?.trim();
  const out: MissingSpanishName[] = [];
  for (const [category, { services }] of Object.entries(book.categories)) {
    services.forEach((s, i) => {
      const at = ['categories', category, 'services', i];
      if (missing(s)) out.push({ kind: 'service', name: s.name, path: [...at, 'nameEs'] });
      s.addOns.forEach((a, j) => {
        if (missing(a)) out.push({ kind: 'addOn', name: a.name, path: [...at, 'addOns', j, 'nameEs'] });
      });
    });
  }
  book.promotions.forEach((p, i) => {
    if (missing(p)) out.push({ kind: 'promotion', name: p.name, path: ['promotions', i, 'nameEs'] });
  });
  return out;
}

/**
 * `english` (a service, add-on or promotion name as a quote or a lead's row carries it) as `book` names
 * it in `language`; a name the book does not hold (since renamed or removed) stays as it was.
 */
export function bookNameIn(book: PriceBook, english: string, language: Language): string {
  if (language === 'en') return english;
  const key = english.trim().toLowerCase();
  const all: BookNamed[] = [
    ...Object.values(book.categories).flatMap((c) => c.services.flatMap((s) => [s, ...s.addOns])),
    ...book.promotions,
  ];
  const found = all.find((item) => item.name.trim().toLowerCase() === key);
  return found ? nameIn(found, language) : english;
}

/** A lead's `serviceNeeded` text ('A, B') with each service named as `book` names it in `language`. */
export function servicesTextIn(book: PriceBook, services: string | null, language: Language): string {
  return joinServices(parseServices(services).map((s) => bookNameIn(book, s, language)));
}
