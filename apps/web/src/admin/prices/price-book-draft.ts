/**
 * The Prices page's editable copy of a price book: every number kept as the text the owner typed (an
 * empty box stays empty rather than turning into 0), read back into a book for `PriceBookSchema` to
 * judge. Empty optional boxes mean "none": no end to the last size, no code (automatic), no start or end
 * day, no use limit.
 */
import {
  PROPERTY_CATEGORIES,
  type PriceBook,
  type PropertyCategory,
  type Promotion,
  type ServicePrice,
} from '@pw/funnel';
import { areaDraftOf, areaOf, type ServiceAreaDraft } from './service-area-draft';

/** `labelEs`, `questionEs`: the Spanish versions, empty until written (decision 0329). */
export interface TierDraft {
  label: string;
  labelEs: string;
  from: string;
  to: string;
  price: string;
  /** Crew minutes at this size; empty: the funnel's default (issue 42). */
  minutes: string;
}
export interface SizeDraft {
  question: string;
  questionEs: string;
  unit: string;
  tiers: TierDraft[];
}
/** `nameEs`: the Spanish name, empty until written (the English one is shown, decision 0326). */
export interface AddOnDraft {
  name: string;
  nameEs: string;
  price: string;
  minutes: string;
}
export interface ServiceDraft {
  name: string;
  nameEs: string;
  price: string;
  minutes: string;
  size: SizeDraft | null;
  addOns: AddOnDraft[];
}
export interface PromotionDraft {
  name: string;
  nameEs: string;
  kind: Promotion['kind'];
  value: string;
  code: string;
  startsOn: string;
  endsOn: string;
  firstJobOnly: boolean;
  advertised: boolean;
  useLimit: string;
}
export interface BookDraft {
  categories: Record<PropertyCategory, ServiceDraft[]>;
  minimumCharge: string;
  discountPercent: string;
  discountFromServices: string;
  promotions: PromotionDraft[];
  serviceArea: ServiceAreaDraft;
  /** Jobs the owner sees first (decision 0254): every commercial job, and those above a price (empty: none). */
  assessment: { commercial: boolean; aboveTotal: string };
  /** Set-up and travel minutes added to every job; empty: the funnel's default. */
  bufferMinutes: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));
/** A typed number; an empty or non-numeric box is NaN, which the schema names ("must be a number"). */
const num = (s: string) => (s.trim() === '' ? Number.NaN : Number(s));
const numOrNull = (s: string) => (s.trim() === '' ? null : Number(s));
const textOrNull = (s: string) => (s.trim() === '' ? null : s);
/** Crew minutes as the book holds them: absent when empty (the funnel's default applies). */
const minutes = (typed: string) => (typed.trim() === '' ? {} : { minutes: num(typed) });
/** A Spanish name as the book holds it: absent when empty (the English one is shown). */
const spanish = (nameEs: string) => (nameEs.trim() === '' ? {} : { nameEs });
const spanishQuestion = (questionEs: string) => (questionEs.trim() === '' ? {} : { questionEs });
const spanishLabel = (labelEs: string) => (labelEs.trim() === '' ? {} : { labelEs });

function serviceDraft(s: ServicePrice): ServiceDraft {
  return {
    name: s.name,
    nameEs: s.nameEs ?? '',
    price: text(s.price),
    minutes: text(s.minutes ?? null),
    size: s.size
      ? {
          question: s.size.question,
          questionEs: s.size.questionEs ?? '',
          unit: s.size.unit,
          tiers: s.size.tiers.map((t) => ({
            label: t.label,
            labelEs: t.labelEs ?? '',
            from: text(t.from),
            to: text(t.to),
            price: text(t.price),
            minutes: text(t.minutes ?? null),
          })),
        }
      : null,
    addOns: s.addOns.map((a) => ({
      name: a.name,
      nameEs: a.nameEs ?? '',
      price: text(a.price),
      minutes: text(a.minutes ?? null),
    })),
  };
}

function promotionDraft(p: Promotion): PromotionDraft {
  return {
    ...p,
    nameEs: p.nameEs ?? '',
    value: text(p.value),
    code: p.code ?? '',
    startsOn: p.startsOn ?? '',
    endsOn: p.endsOn ?? '',
    useLimit: text(p.useLimit),
  };
}

/** The draft of a saved book. */
export function draftOf(book: PriceBook): BookDraft {
  const services = (c: PropertyCategory) => book.categories[c].services.map(serviceDraft);
  return {
    categories: { Residential: services('Residential'), Commercial: services('Commercial') },
    minimumCharge: text(book.minimumCharge),
    discountPercent: text(book.multiServiceDiscount.percent),
    discountFromServices: text(book.multiServiceDiscount.fromServices),
    promotions: book.promotions.map(promotionDraft),
    serviceArea: areaDraftOf(book.serviceArea),
    assessment: {
      commercial: book.assessment?.commercial ?? false,
      aboveTotal: text(book.assessment?.aboveTotal ?? null),
    },
    bufferMinutes: text(book.bufferMinutes ?? null),
  };
}

/** The book a draft says, for `PriceBookSchema` to check and `PUT /api/admin/price-book` to save. */
export function bookOf(draft: BookDraft): PriceBook {
  const services = (c: PropertyCategory) => ({
    services: draft.categories[c].map((s) => ({
      name: s.name,
      ...spanish(s.nameEs),
      price: num(s.price),
      ...minutes(s.minutes),
      ...(s.size
        ? {
            size: {
              question: s.size.question,
              ...spanishQuestion(s.size.questionEs),
              unit: s.size.unit,
              tiers: s.size.tiers.map((t) => ({
                label: t.label,
                ...spanishLabel(t.labelEs),
                from: num(t.from),
                to: numOrNull(t.to),
                price: num(t.price),
                ...minutes(t.minutes),
              })),
            },
          }
        : {}),
      addOns: s.addOns.map((a) => ({
        name: a.name,
        ...spanish(a.nameEs),
        price: num(a.price),
        ...minutes(a.minutes),
      })),
    })),
  });
  return {
    categories: Object.fromEntries(
      PROPERTY_CATEGORIES.map((c) => [c, services(c)]),
    ) as PriceBook['categories'],
    minimumCharge: num(draft.minimumCharge),
    multiServiceDiscount: {
      percent: num(draft.discountPercent),
      fromServices: num(draft.discountFromServices),
    },
    promotions: draft.promotions.map((p) => ({
      name: p.name,
      ...spanish(p.nameEs),
      kind: p.kind,
      value: num(p.value),
      code: textOrNull(p.code),
      startsOn: textOrNull(p.startsOn),
      endsOn: textOrNull(p.endsOn),
      firstJobOnly: p.firstJobOnly,
      advertised: p.advertised,
      useLimit: numOrNull(p.useLimit),
    })),
    serviceArea: areaOf(draft.serviceArea),
    // Off is the same as absent, as in every book saved before the rule: only a rule in use is sent.
    ...(draft.assessment.commercial || draft.assessment.aboveTotal.trim()
      ? {
          assessment: {
            commercial: draft.assessment.commercial,
            aboveTotal: numOrNull(draft.assessment.aboveTotal),
          },
        }
      : {}),
    ...(draft.bufferMinutes.trim() === '' ? {} : { bufferMinutes: num(draft.bufferMinutes) }),
  };
}

/** A new service's draft, a size question's two first sizes and a promotion's starting values. */
export const blankService = (): ServiceDraft => ({
  name: '',
  nameEs: '',
  price: '',
  minutes: '',
  size: null,
  addOns: [],
});
export const blankSize = (): SizeDraft => ({
  question: '',
  questionEs: '',
  unit: '',
  tiers: [
    { label: '', labelEs: '', from: '0', to: '', price: '', minutes: '' },
    { label: '', labelEs: '', from: '', to: '', price: '', minutes: '' },
  ],
});
export const blankPromotion = (): PromotionDraft => ({
  name: '',
  nameEs: '',
  kind: 'amount',
  value: '',
  code: '',
  startsOn: '',
  endsOn: '',
  firstJobOnly: false,
  advertised: true,
  useLimit: '',
});

/**
 * The sentences of a refusal by the path of the field at fault ('categories.Residential.services.0.price'),
 * read from the `path: sentence; …` text the server and `describeIssues` write. A sentence about no
 * field (or the book as a whole) is kept under ''.
 */
export function sentencesByPath(message: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const hit = /^([\w.]+): (.+)$/s.exec(part);
    const [path, sentence] = hit ? [hit[1]!, hit[2]!] : ['', part];
    out[path] = out[path] ? `${out[path]} ${sentence}` : sentence;
  }
  return out;
}
