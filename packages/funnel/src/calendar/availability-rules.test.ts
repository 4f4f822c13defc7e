import { describe, expect, it } from 'vitest';
import { describeIssues } from '../lead/capture.schema.js';
import { defaultAvailabilitySettings } from './availability-rules.js';
import {
  AvailabilitySettingsSchema,
  BlockedRangeSchema,
  MAX_BLOCKED_DAYS,
  SavedAvailabilitySettingsSchema,
} from './availability-settings.schema.js';

const range = (from: string, to: string) => ({ from, to, reason: 'Closed' });
const issuesOf = (value: unknown) => {
  const parsed = BlockedRangeSchema.safeParse(value);
  return parsed.success ? null : describeIssues(parsed.error);
};

describe('blocked ranges the owner saves are bounded', () => {
  it('accepts one day and a whole leap year, counting both ends', () => {
    expect(issuesOf(range('2026-03-10', '2026-03-10'))).toBeNull();
    expect(MAX_BLOCKED_DAYS).toBe(366);
    expect(issuesOf(range('2028-01-01', '2028-12-31'))).toBeNull();
    expect(issuesOf(range('2099-12-01', '2099-12-31'))).toBeNull();
  });

  it('refuses a range over 366 days, out of order, or with a day outside 2000-2100, naming the field', () => {
    expect(issuesOf(range('2028-01-01', '2029-01-01'))).toBe('to: the range may span at most 366 days');
    // The probe's range: about ten years.
    expect(issuesOf(range('2026-03-01', '2036-03-01'))).toBe('to: the range may span at most 366 days');
    expect(issuesOf(range('2026-03-11', '2026-03-10'))).toBe('to: must not be before from');
    expect(issuesOf(range('1999-12-31', '2000-01-02'))).toBe(
      'from: must be a day between the years 2000 and 2100',
    );
    expect(issuesOf(range('2026-03-01', '2101-01-02'))).toBe(
      'to: must be a day between the years 2000 and 2100',
    );
    expect(issuesOf(range('2026-02-30', '2026-03-02'))).toMatch(/^from: must be a real day/);
  });

  it('refuses such a range in the settings, and still reads one an older version saved', () => {
    const settings = { ...defaultAvailabilitySettings(), blocked: [range('2026-03-01', '2036-03-01')] };
    const input = AvailabilitySettingsSchema.safeParse(settings);
    expect(input.success).toBe(false);
    expect(describeIssues(input.error!)).toBe('blocked.0.to: the range may span at most 366 days');
    // The stored settings keep it: dropping them would silently bring back the defaults and demo days.
    expect(SavedAvailabilitySettingsSchema.parse(settings)).toEqual(settings);
    expect(
      SavedAvailabilitySettingsSchema.safeParse({ ...settings, blocked: [range('2026-03-02', '2026-03-01')] })
        .success,
    ).toBe(false);
  });
});
