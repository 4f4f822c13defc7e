/**
 * The price book a capture is priced with (issue 21): read afresh for each capture that prices a quote,
 * so an owner's change applies to the next quote. Answers the book does not offer (a size, an add-on, a
 * code, or a code past its limit) are refused before anything is stored.
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

/** The pricing of a capture, or undefined when its stage prices nothing. Throws a 400 for a refused answer. */
export async function pricingFor(
  q: Queryable,
  capture: Capture,
  now: Date,
  config: FunnelConfig,
): Promise<LeadPricing | undefined> {
  if (!QUOTE_STAGES.includes(capture.stage) || capture.formType !== 'onboarding') return undefined;
  const { book } = await currentPriceBook(q);
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
