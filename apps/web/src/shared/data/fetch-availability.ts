import { AvailabilityResponseSchema, type Availability } from '@pw/funnel';
import { apiGet } from './api-client';

/**
 * GETs the availability between two days (yyyy-MM-dd, inclusive), or over the whole booking window as the
 * server reckons it in the business's time zone when no range is given: days not to offer, full slots and
 * the owner's calendar rules. Throws (an `ApiRequestError`) when the server cannot answer.
 */
export async function fetchAvailability(
  range?: { from: string; to: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Availability> {
  const answer = await apiGet('/api/availability', { ...(range ? { query: range } : {}), fetch: fetchImpl });
  // The server and the browser share one schema, so a renamed field fails loudly here, not silently.
  const { unavailableDays, takenSlots, rules } = AvailabilityResponseSchema.parse(answer);
  return { unavailableDays, takenSlots, rules };
}
