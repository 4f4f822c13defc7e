/**
 * The waitlist's capture (issue 21 §3, decision 0253): a prospect may join the waitlist only for an
 * address the price book in force does not serve. The browser's check used the book it had; the owner
 * may have changed the area since, so the server checks again and refuses before anything is stored.
 */
import { isServed, WAITLIST_JOINED, type Capture } from '@pw/funnel';
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
