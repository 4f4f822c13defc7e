import { AvailabilityResponseSchema, type Availability } from '@pw/funnel';

export const AVAILABILITY_URL = '/api/availability';

/**
 * GETs the availability between two days (yyyy-MM-dd, inclusive), or over the whole booking window as the
 * server reckons it in the business's time zone when no range is given: days not to offer, full slots and
 * the owner's calendar rules. Throws when the server cannot answer.
 */
export async function fetchAvailability(
  range?: { from: string; to: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Availability> {
  const query = range ? `?${new URLSearchParams({ from: range.from, to: range.to }).toString()}` : '';
  const response = await fetchImpl(`${AVAILABILITY_URL}${query}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Availability request failed with ${response.status}`);
  // The server and the browser share one schema, so a renamed field fails loudly here, not silently.
  const { unavailableDays, takenSlots, rules } = AvailabilityResponseSchema.parse(await response.json());
  return { unavailableDays, takenSlots, rules };
}
