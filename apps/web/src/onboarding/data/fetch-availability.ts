/** What the scheduler needs from the server: days not to offer and slots already taken. */
export interface Availability {
  unavailableDays: string[];
  /** Day (yyyy-MM-dd) to the slot texts booked on it. */
  takenSlots: Record<string, string[]>;
}

export const AVAILABILITY_URL = '/api/availability';

/** GETs the availability between two days (yyyy-MM-dd, inclusive). Throws when the server cannot answer. */
export async function fetchAvailability(
  range: { from: string; to: string },
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<Availability> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  const response = await fetchImpl(`${AVAILABILITY_URL}?${query.toString()}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`Availability request failed with ${response.status}`);
  const body = (await response.json()) as Partial<Availability>;
  return {
    unavailableDays: Array.isArray(body.unavailableDays) ? body.unavailableDays : [],
    takenSlots: body.takenSlots && typeof body.takenSlots === 'object' ? body.takenSlots : {},
  };
}
