/**
 * The price book a capture is priced with (issue 21): read afresh for each capture that prices a quote,
 * so an owner's change applies to the next quote. Answers the book does not offer (a size, an add-on, a
 * code, or a code past its limit) and an address outside its service area (decision 0266) are refused
 * before anything is stored.
 */
import {
  businessToday,
  QUOTE_STAGES,
  quote,
  type Capture,
  type FunnelConfig,
  type LeadPricing,
} from '@pw/funnel';
import { HttpError } from '../http/errors.js';
import { codeUses, currentPriceBook } from '../pricing/price-book.repo.js';
import type { Queryable } from '../store/sql-db.js';
import { refuseUnservedQuote } from './capture-service-area.js';

/** What the prospect is told when a late capture's code was left out (decision 0268). */
const WITHOUT_THE_CODE = 'Your answers are kept and priced without it.';

/**
 * The capture as it is stored and its pricing. A capture sent late from the browser's outbox (`deferred`:
 * the prospect is no longer at the field) whose promotion code is refused is stored priced without the code
 * instead of being refused and lost, with the sentence to tell the prospect (`codeNotApplied`); a live
 * capture's refused code stays a 400 the prospect fixes at the field (decision 0249).
 */
export async function pricedCapture(
  q: Queryable,
  capture: Capture,
  now: Date,
  config: FunnelConfig,
): Promise<{ capture: Capture; pricing?: LeadPricing; codeNotApplied?: string }> {
  try {
    const pricing = await pricingFor(q, capture, now, config);
    return { capture, ...(pricing ? { pricing } : {}) };
  } catch (err) {
    if (!capture.deferred || !(err instanceof HttpError) || err.code !== 'code_refused') throw err;
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
  const uses = code ? { [code]: await codeUses(q, code, f.email || null) } : {};
  const pricing: LeadPricing = { book, today, context: { uses } };
  const answered = f.sizes !== undefined || f.addOns !== undefined || code !== null;
  if (answered && f.serviceNeeded !== undefined) {
    const priced = quote(
      book,
      { propertyType: f.propertyType, services: f.serviceNeeded, sizes: f.sizes, addOns: f.addOns, code },
      today,
      pricing.context,
    );
    if (!priced.ok && priced.reason !== 'no_valid_services')
      throw new HttpError(400, priced.message, priced.reason);
  }
  return pricing;
}
