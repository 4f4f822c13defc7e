import type { Promotion, ServicePrice, VersionedPriceBook } from './price-book.schema.js';
import type { QuoteSnapshot } from './quote.schema.js';
import { assessmentFor } from './assessment.js';
import { promotionRunsOn } from './banner-promotion.js';
import { chosenServices, tierOf } from './chosen-services.js';
import { jobMinutes } from './job-minutes.js';

export { tierOf } from './chosen-services.js';

export const PRICE_FAILURE_MESSAGE = 'Unable to calculate a price based on the selected services';

/** The answers `quote()` reads; looser than `QuoteAnswersSchema` so a lead's stored text can be priced. */
export interface QuoteInput {
  readonly propertyType: string | null | undefined;
  readonly services: string | readonly string[] | null | undefined;
  readonly sizes?: Readonly<Record<string, number>>;
  readonly addOns?: Readonly<Record<string, readonly string[]>>;
  readonly code?: string | null;
}

/** What the server knows of the prospect: whether this is their first job, and each promotion's uses. */
export interface QuoteContext {
  /** False once the prospect has had a job: first-job promotions no longer apply. Default true. */
  readonly firstJob?: boolean;
  /** Times each promotion was given, by `promotionKey`. */
  readonly uses?: Readonly<Record<string, number>>;
}

export type QuoteRefusal = 'no_valid_services' | 'unknown_size' | 'unknown_add_on' | 'code_refused';

export type QuoteResult =
  | { readonly ok: true; readonly quote: QuoteSnapshot }
  | { readonly ok: false; readonly reason: QuoteRefusal; readonly message: string };

type Refusal = Extract<QuoteResult, { ok: false }>;
const refuse = (reason: QuoteRefusal, message: string): Refusal => ({ ok: false, reason, message });

/** How a promotion's uses are counted: by its code, or by its name when it is automatic. */
export function promotionKey(promotion: Pick<Promotion, 'code' | 'name'>): string {
  return promotion.code ?? promotion.name;
}

/**
 * Prices a prospect's answers with a price book on the business day `today` (yyyy-MM-dd): the one
 * pricing path of the browser and the server. Service names are trimmed, repeats and names the category
 * does not offer dropped (an unknown category reads as Residential, spec point 3); a size, add-on or
 * code the book does not offer is refused with a sentence. Order: services at their size's price, add-ons,
 * the multi-service discount, up to the minimum charge, then the one promotion worth most (automatic, or
 * the code's), which never takes the total below the minimum. The snapshot says whether the owner's rule
 * gives the job an on-site assessment instead of the price (`assessmentFor`) and how long the job takes a
 * crew (`jobMinutes`).
 *
 * @example quote(DEFAULT_PRICE_BOOK, { propertyType: 'Residential', services: ['House Exterior', 'Roof Cleaning'] }, '2026-05-01') // total 900
 */
export function quote(
  book: VersionedPriceBook,
  answers: QuoteInput,
  today: string,
  context: QuoteContext = {},
): QuoteResult {
  const { propertyType, services: chosen } = chosenServices(book, answers);
  const priced = priceServices(chosen, answers);
  if (!priced.ok) return priced;
  const { lines, addOns } = priced;
  const subtotal = sum(lines) + sum(addOns);
  if (lines.length === 0 || subtotal === 0) return refuse('no_valid_services', PRICE_FAILURE_MESSAGE);

  const { percent, fromServices } = book.multiServiceDiscount;
  const discount =
    percent > 0 && lines.length >= fromServices
      ? {
          label: `${percent}% off ${fromServices} or more services`,
          amount: Math.round((subtotal * percent) / 100),
        }
      : null;
  const discounted = subtotal - (discount?.amount ?? 0);
  const floor = book.minimumCharge;
  const minimumCharge = discounted < floor ? floor - discounted : null;
  const beforePromotion = discounted + (minimumCharge ?? 0);

  const promoted = pickPromotion(book.promotions, answers.code, today, context, {
    before: beforePromotion,
    floor,
  });
  if (!promoted.ok) return promoted;
  const promotion = promoted.promotion;
  const total = beforePromotion - (promotion?.amount ?? 0);
  // Only a job the owner sees first carries the key, so every other snapshot stays as it was stored.
  const assessment = assessmentFor(book.assessment, { propertyType, total, promotion });
  return {
    ok: true,
    quote: {
      bookVersion: book.version,
      propertyType,
      lines,
      addOns,
      subtotal,
      discount,
      minimumCharge,
      promotion,
      total,
      jobMinutes: jobMinutes(book, answers),
      ...(assessment ? { assessment } : {}),
    },
  };
}

function sum(items: readonly { price: number }[]): number {
  return items.reduce((total, item) => total + item.price, 0);
}

function priceServices(chosen: readonly ServicePrice[], answers: QuoteInput) {
  for (const [name, size] of Object.entries(answers.sizes ?? {})) {
    const service = chosen.find((s) => s.name === name);
    if (!service)
      return refuse('unknown_size', `A size was given for "${name}", which is not a chosen service.`);
    if (!service.size) return refuse('unknown_size', `"${name}" has no size question.`);
    if (!tierOf(service, size)) {
      return refuse('unknown_size', `"${name}" has no price for ${size} ${service.size.unit}.`);
    }
  }
  for (const [name, picked] of Object.entries(answers.addOns ?? {})) {
    const service = chosen.find((s) => s.name === name);
    if (!service && picked.length > 0) {
      return refuse('unknown_add_on', `Add-ons were chosen for "${name}", which is not a chosen service.`);
    }
    const unknown = picked.find((a) => !service?.addOns.some((offer) => offer.name === a));
    if (unknown !== undefined) return refuse('unknown_add_on', `"${unknown}" is not an add-on of "${name}".`);
  }
  const lines = chosen.map((service) => {
    const size = answers.sizes?.[service.name];
    const tier = size === undefined ? undefined : tierOf(service, size);
    return { name: service.name, size: tier?.label ?? null, price: Math.round(tier?.price ?? service.price) };
  });
  const addOns = chosen.flatMap((service) =>
    [...new Set(answers.addOns?.[service.name] ?? [])].map((name) => ({
      service: service.name,
      name,
      price: service.addOns.find((a) => a.name === name)?.price ?? 0,
    })),
  );
  return { ok: true as const, lines, addOns };
}

type Picked = { ok: true; promotion: QuoteSnapshot['promotion'] } | Refusal;

/**
 * The one sentence a prospect reads for any refused code (decision 0310): it does not say whether the code
 * exists, ended, has not started or was used up, so a list of guesses learns nothing. The owner's Prices
 * page shows why (`codeStanding`).
 */
export const CODE_REFUSED_MESSAGE = "This code can't be used.";

/** Why a promotion cannot be given today, for the owner (null: it can). */
export type CodeStanding = 'not_started' | 'ended' | 'first_job_only' | 'used_up';

/** Why a promotion cannot be given on `today` with `context` (its uses, first job), or null when it can. */
export function codeStanding(p: Promotion, today: string, context: QuoteContext = {}): CodeStanding | null {
  if (!promotionRunsOn(p, today)) return p.startsOn !== null && today < p.startsOn ? 'not_started' : 'ended';
  if (p.firstJobOnly && context.firstJob === false) return 'first_job_only';
  if (p.useLimit !== null && (context.uses?.[promotionKey(p)] ?? 0) >= p.useLimit) return 'used_up';
  return null;
}

/** The promotion a typed code names in `book` (trimmed, upper-cased as the field is read), if any. */
export function promotionOfCode(
  promotions: readonly Promotion[],
  typed: string | null | undefined,
): Promotion | undefined {
  const code = typed?.trim().toUpperCase() || null;
  return code === null ? undefined : promotions.find((p) => p.code === code);
}

/**
 * The one promotion a quote gets: of the automatic ones that apply and the typed code's, the one taking
 * the most off, never taking the total (`before`) below the minimum (`floor`). A typed code that does not
 * apply is refused with `CODE_REFUSED_MESSAGE`, whatever the reason, so the prospect knows nothing came off.
 */
function pickPromotion(
  promotions: readonly Promotion[],
  typed: string | null | undefined,
  today: string,
  context: QuoteContext,
  { before, floor }: { before: number; floor: number },
): Picked {
  const candidates = promotions.filter((p) => p.code === null && codeStanding(p, today, context) === null);
  if (typed?.trim()) {
    const coded = promotionOfCode(promotions, typed);
    if (!coded || codeStanding(coded, today, context) !== null)
      return refuse('code_refused', CODE_REFUSED_MESSAGE);
    candidates.push(coded);
  }
  const worth = (p: Promotion) =>
    Math.max(
      0,
      Math.min(before - floor, p.kind === 'amount' ? p.value : Math.round((before * p.value) / 100)),
    );
  const best = candidates
    .map((p) => ({ name: p.name, code: p.code, amount: worth(p) }))
    .sort((a, b) => b.amount - a.amount)[0];
  return { ok: true, promotion: best ?? null };
}
