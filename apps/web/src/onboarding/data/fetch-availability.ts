import { AvailabilityResponseSchema, type Availability } from '@pw/funnel';

export const AVAILABILITY_URL = '/api/availability';

/**
 * GETs the availability between two days (yyyy-MM-dd, inclusive): days not to offer, full slots and the
 * owner's calendar rules. Throws when the server cannot answer.
 */
export async function fetchAvailability(
  range: { from: string; to: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Availability> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetchImpl(`${AVAILABILITY_URL}?${query.toString()}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Availability request failed with ${response.status}`);
  // The server and the browser share one schema, so a renamed field fails loudly here, not silently.
  const { unavailableDays, takenSlots, rules } = AvailabilityResponseSchema.parse(await response.json());
  return { unavailableDays, takenSlots, rules };
}
