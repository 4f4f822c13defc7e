/**
 * The service area on the server (issue 21 §3). A prospect may join the waitlist only for an address the
 * price book in force does not serve (decision 0253), and is quoted only for one it does (decision 0266).
 * The browser's check used the book it had; the owner may have changed the area since, so the server
 * checks again and refuses before anything is stored.
 */
import {
  isServed,
  QUOTE_STAGES,
  WAITLIST_JOINED,
  type AreaCheck,
  type Capture,
  type Lead,
  type LeadPricing,
  type PriceBook,
} from '@pw/funnel';
import { HttpError } from '../http/errors.js';
import { currentPriceBook } from '../pricing/price-book.repo.js';
import type { Queryable } from '../store/sql-db.js';

/** Throws a 400 with a sentence when a waitlist capture has no address or one the company serves. */
export async function refuseServedWaitlist(q: Queryable, capture: Capture): Promise<void> {
  if (capture.stage !== WAITLIST_JOINED) return;
  const address = capture.fields.address?.trim();
  if (!address) {
    throw new HttpError(
      400,
      'fields.address: the waitlist needs the address we do not serve yet',
      'invalid_capture',
    );
  }
  const { book } = await currentPriceBook(q);
  if (isServed(book.serviceArea, address).served) {
    throw new HttpError(
      400,
      'We do work at this address: go back to the address step and continue to get your quote.',
      'in_service_area',
    );
  }
}

/**
 * Throws a 400 `out_of_service_area` with a sentence when a capture that prices a quote carries an address
 * outside the area of `book` (the book in force it is priced with), before its transaction: no price for
 * work the company does not do. A capture without an address is checked in its transaction with the
 * lead's (`refuseUnservedLead`). A capture sent late from the browser's outbox (`deferred`) is not
 * refused: the prospect has moved on and a refusal would lose their answers, so it is stored and the
 * owner sees the address (decision 0266).
 */
export function refuseUnservedQuote(book: PriceBook, capture: Capture): void {
  if (capture.deferred) return;
  const address = capture.fields.address?.trim();
  const check = address ? isServed(book.serviceArea, address) : null;
  if (check && !check.served) throw outOfArea(check);
}

/**
 * The same check on every priced capture, with the address of the lead as the capture folded it, whatever
 * step gave it (issue 38 row 10, decision 0310): an address given on an earlier step is checked when the
 * quote is priced. A capture from a stranger to the lead (`mayRead` false) is refused without the lead's
 * place named.
 */
export function refuseUnservedLead(
  capture: Capture,
  pricing: LeadPricing | undefined,
  lead: Lead,
  mayRead: boolean,
): void {
  if (!pricing || capture.deferred || capture.formType !== 'onboarding') return;
  if (!QUOTE_STAGES.includes(capture.stage) || !lead.address.trim()) return;
  const check = isServed(pricing.book.serviceArea, lead.address);
  if (!check.served) throw outOfArea(mayRead ? check : { ...check, place: 'this address' });
}

function outOfArea(check: Extract<AreaCheck, { served: false }>): HttpError {
  const sentence = check.unreadable
    ? `We can't read the ZIP code of this address: write it as 5 digits after the state (as in "Jupiter, FL 33458") to get your quote, or join our waitlist.`
    : `We don't serve ${check.place} yet, so we can't quote this address: join our waitlist and we'll let you know when we come to your area.`;
  return new HttpError(400, sentence, 'out_of_service_area');
}
