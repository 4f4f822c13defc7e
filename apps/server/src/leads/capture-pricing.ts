/**
 * The price book a capture is priced with (issue 21): read afresh for each capture that prices a quote,
 * so an owner's change applies to the next quote. Answers the book does not offer (a size, an add-on, a
 * code that is unknown, ended or not started) and an address outside its service area (decision 0266) are
 * refused before anything is stored; a code's use limit is counted inside the capture's transaction
 * (`CodeUses`, decision 0310).
 */
import {
  businessToday,
  CODE_REFUSED_MESSAGE,
  promotionOfCode,
  QUOTE_STAGES,
  quoteOnce,
  type Capture,
  type FunnelConfig,
  type Lead,
  type LeadPricing,
} from '@pw/funnel';
import { HttpError } from '../http/errors.js';
import type { ClientCodeAttempts } from '../pricing/code-attempts.js';
import { codeUses, currentPriceBook } from '../pricing/price-book.repo.js';
import type { Queryable } from '../store/sql-db.js';
import { refuseUnservedQuote } from './capture-service-area.js';

/** What the prospect is told when a late capture's code was left out (decision 0268). */
const WITHOUT_THE_CODE = 'Your answers are kept and priced without it.';

/**
 * The capture as it is stored and its pricing. A capture sent late from the browser's outbox (`deferred`:
 * the prospect is no longer at the field) whose promotion code is refused is stored priced without the code
 * instead of being refused and lost, with the sentence to tell the prospect (`codeNotApplied`); a live
 * capture's refused code stays a 400 the prospect fixes at the field (decision 0249). A client past its
 * refused attempts (`attempts`, decision 0310) has every code refused, in the same words.
 */
export async function pricedCapture(
  q: Queryable,
  capture: Capture,
  now: Date,
  config: FunnelConfig,
  attempts?: ClientCodeAttempts,
): Promise<{ capture: Capture; pricing?: LeadPricing; codeNotApplied?: string }> {
  try {
    if (attempts?.blocked(now) && carriesCode(capture)) throw codeRefused();
    const pricing = await pricingFor(q, capture, now, config);
    return { capture, ...(pricing ? { pricing } : {}) };
  } catch (err) {
    if (!(err instanceof HttpError) || err.code !== 'code_refused') throw err;
    attempts?.refused(capture.fields.promotionCode, now);
    if (!capture.deferred) throw err;
    // '' takes away the code (decision 0249), so the lead keeps no code the book refused.
    const without = { ...capture, fields: { ...capture.fields, promotionCode: '' } };
    const pricing = await pricingFor(q, without, now, config);
    return {
      capture: without,
      ...(pricing ? { pricing } : {}),
      codeNotApplied: `${err.message} ${WITHOUT_THE_CODE}`,
    };
  }
}

/** Whether a capture asks for a code to be priced: a quote stage of the wizard with a code typed. */
const carriesCode = (capture: Capture) =>
  QUOTE_STAGES.includes(capture.stage) &&
  capture.formType === 'onboarding' &&
  Boolean(capture.fields.promotionCode?.trim());

/** The one refusal of any code (decision 0310). */
const codeRefused = () => new HttpError(400, CODE_REFUSED_MESSAGE, 'code_refused');

/** The pricing of a capture, or undefined when its stage prices nothing. Throws a 400 for a refused answer. */
async function pricingFor(
  q: Queryable,
  capture: Capture,
  now: Date,
  config: FunnelConfig,
): Promise<LeadPricing | undefined> {
  if (!QUOTE_STAGES.includes(capture.stage) || capture.formType !== 'onboarding') return undefined;
  const { book } = await currentPriceBook(q);
  refuseUnservedQuote(book, capture);
  const today = businessToday(now, { timeZone: config.calendar.timeZone });
  const f = capture.fields;
  const code = f.promotionCode?.trim().toUpperCase() || null;
  // No uses here: the limit is counted in the capture's transaction (`CodeUses`). The quote is kept for
  // the fold, which asks the same question of a new lead's or a stranger's capture (decision 0314); the
  // code as typed, as the fold passes it (`quote` reads it trimmed and upper-cased either way).
  const pricing: LeadPricing = { book, today, context: {}, quotes: new Map() };
  const answered = f.sizes !== undefined || f.addOns !== undefined || code !== null;
  if (answered && f.serviceNeeded !== undefined) {
    const priced = quoteOnce(
      pricing.quotes,
      book,
      {
        propertyType: f.propertyType,
        services: f.serviceNeeded,
        sizes: f.sizes,
        addOns: f.addOns,
        code: f.promotionCode,
      },
      today,
      pricing.context,
    );
    if (!priced.ok && priced.reason !== 'no_valid_services')
      throw new HttpError(400, priced.message, priced.reason);
  }
  return pricing;
}

/** The promotion code with a use limit a priced capture carries (upper-cased), or null. */
export function limitedCodeOf(capture: Capture, pricing: LeadPricing | undefined): string | null {
  if (!pricing || !QUOTE_STAGES.includes(capture.stage) || capture.formType !== 'onboarding') return null;
  const promotion = promotionOfCode(pricing.book.promotions, capture.fields.promotionCode);
  return promotion?.useLimit != null ? promotion.code : null;
}

type Priced = { capture: Capture; meta: { pricing?: LeadPricing } };

/**
 * A batch's count of its codes' uses, inside its transaction (decision 0310): read once for the batch
 * (and only when one of its captures carries a code with a use limit; on PostgreSQL under each code's
 * advisory lock, `limitedCodeOf` in `lockCaptures`), then carried forward capture by capture, so the
 * limit holds however many captures arrive at once, on one server process or several.
 */
export class CodeUses {
  private constructor(private readonly counts: Map<string, number>) {}

  /** No query when no capture of the batch carries a code with a use limit (then it settles nothing). */
  static async read(tx: Queryable, items: readonly Priced[]): Promise<CodeUses> {
    const codes = [...new Set(items.map((i) => limitedCodeOf(i.capture, i.meta.pricing)))].filter(
      (c): c is string => c !== null,
    );
    const counts = codes.length > 0 ? await codeUses(tx, codes) : new Map<string, number>();
    return new CodeUses(new Map(codes.map((c) => [c, counts.get(c) ?? 0])));
  }

  /**
   * The capture priced with its code's uses as they stand, those of `holder` (the lead of the capture's
   * e-mail, whose own use is not a second one) left out. A code that has reached its limit is refused
   * (400 `code_refused`); a late capture is kept without it, as for any refused code (decision 0268).
   */
  settle<I extends Priced>(item: I, holder: Lead | undefined): I & { codeNotApplied?: string } {
    const code = limitedCodeOf(item.capture, item.meta.pricing);
    if (code === null) return item;
    const pricing = item.meta.pricing!;
    const uses = this.counts.get(code)! - (holder?.quoteSnapshot?.promotion?.code === code ? 1 : 0);
    const limit = promotionOfCode(pricing.book.promotions, code)!.useLimit!;
    const meta = {
      ...item.meta,
      pricing: { ...pricing, context: { ...pricing.context, uses: { [code]: uses } } },
    };
    if (uses < limit) return { ...item, meta };
    if (!item.capture.deferred) throw codeRefused();
    const capture = { ...item.capture, fields: { ...item.capture.fields, promotionCode: '' } };
    return { ...item, capture, meta, codeNotApplied: `${CODE_REFUSED_MESSAGE} ${WITHOUT_THE_CODE}` };
  }

  /** Counts the code a lead's quote now holds (and frees the one it held), for the batch's next captures. */
  given(holder: Lead | undefined, lead: Lead): void {
    const was = holder?.quoteSnapshot?.promotion?.code;
    const now = lead.quoteSnapshot?.promotion?.code;
    if (was === now) return;
    if (was && this.counts.has(was)) this.counts.set(was, this.counts.get(was)! - 1);
    if (now && this.counts.has(now)) this.counts.set(now, this.counts.get(now)! + 1);
  }
}

/** The advisory-lock key of a capture's code with a use limit (PostgreSQL, `lockCaptures`), if any. */
export function codeLockKeys(capture: Capture, meta: { pricing?: LeadPricing }): string[] {
  const code = limitedCodeOf(capture, meta.pricing);
  return code === null ? [] : [`promotion-code ${code}`];
}
