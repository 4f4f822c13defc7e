import { describe, expect, it } from 'vitest';
import { availabilityRules, scheduleRulesOf } from './availability-rules.js';
import { AvailabilityResponseSchema, groupTakenSlots } from './availability.schema.js';

describe('availability', () => {
  it('groups taken slots by day', () => {
    expect(
      groupTakenSlots([
        { date: '2025-01-15', time: '8:30 AM' },
        { date: '2025-01-16', time: '1:30 PM' },
        { date: '2025-01-15', time: '4:00 PM' },
      ]),
    ).toEqual({ '2025-01-15': ['8:30 AM', '4:00 PM'], '2025-01-16': ['1:30 PM'] });
  });

  it('accepts the server answer and refuses a misnamed field', () => {
    const answer = {
      from: '2025-01-11',
      to: '2025-03-11',
      unavailableDays: ['2025-01-13'],
      takenSlots: { '2025-01-15': ['8:30 AM'] },
      rules: scheduleRulesOf(availabilityRules(undefined)),
    };
    expect(AvailabilityResponseSchema.parse(answer)).toEqual(answer);
    const { unavailableDays, ...rest } = answer;
    expect(AvailabilityResponseSchema.safeParse({ ...rest, unavailableDates: unavailableDays }).success).toBe(
      false,
    );
  });
});
