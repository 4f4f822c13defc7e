/**
 * The price book's names in a prospect's language (issue 41, decisions 0326 and 0329). Each service,
 * add-on and promotion has its English `name` (the key quotes, captures and the lead's row carry) and an
 * optional Spanish `nameEs`, each size question its `questionEs` and each size its `labelEs`; an empty or
 * missing one shows the English, and the Prices page flags it.
 */
import type { Language } from '../i18n/language-paths.js';
import type { PriceBook, ServicePrice } from './price-book.schema.js';
import { joinServices, parseServices } from './services-text.js';

type SizeQuestion = NonNullable<ServicePrice['size']>;
type SizeTier = SizeQuestion['tiers'][number];

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
  return inLanguage(item.name, item.nameEs, language);
}

/** The English text in English, its Spanish version in Spanish when written. */
const inLanguage = (english: string, spanish: string | undefined, language: Language) =>
  language === 'es' ? spanish?.trim() || english : english;

/** A size question in `language` ("¿Cuántos autos caben en su entrada?"), the English one when unwritten. */
export const questionIn = (size: Pick<SizeQuestion, 'question' | 'questionEs'>, language: Language): string =>
  inLanguage(size.question, size.questionEs, language);

/** A size's label in `language` ("3-4 autos"), the English one when unwritten. */
export const tierLabelIn = (tier: Pick<SizeTier, 'label' | 'labelEs'>, language: Language): string =>
  inLanguage(tier.label, tier.labelEs, language);

/** A name whose Spanish version is missing, with the path of its Spanish field in the book. */
export interface MissingSpanishName {
  kind: 'service' | 'addOn' | 'promotion' | 'sizeQuestion' | 'size';
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
      if (s.size && !s.size.questionEs?.trim())
        out.push({ kind: 'sizeQuestion', name: s.size.question, path: [...at, 'size', 'questionEs'] });
      s.size?.tiers.forEach((tier, j) => {
        if (!tier.labelEs?.trim())
          out.push({ kind: 'size', name: tier.label, path: [...at, 'size', 'tiers', j, 'labelEs'] });
      });
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

/**
 * The size `label` of `service` (both English, as a quote's line carries them) as `book` says it in
 * `language`; a size the book no longer has stays as it was.
 */
export function bookSizeIn(book: PriceBook, service: string, label: string, language: Language): string {
  if (language === 'en') return label;
  const services = Object.values(book.categories).flatMap((c) => c.services);
  const tier = services.find((s) => s.name === service)?.size?.tiers.find((t) => t.label === label);
  return tier ? tierLabelIn(tier, language) : label;
}

/** A size `question` (English, as a notice carries it) as `book` asks it in `language`. */
export function bookQuestionIn(book: PriceBook, question: string, language: Language): string {
  if (language === 'en') return question;
  const services = Object.values(book.categories).flatMap((c) => c.services);
  const size = services.find((s) => s.size?.question === question)?.size;
  return size ? questionIn(size, language) : question;
}

/** A lead's `serviceNeeded` text ('A, B') with each service named as `book` names it in `language`. */
export function servicesTextIn(book: PriceBook, services: string | null, language: Language): string {
  return joinServices(parseServices(services).map((s) => bookNameIn(book, s, language)));
}
