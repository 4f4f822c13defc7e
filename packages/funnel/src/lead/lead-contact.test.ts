import { describe, expect, it } from 'vitest';
import { LeadMarkSchema } from '../admin/lead-mark.schema.js';
import { percentile, responseMinutes, responseTimeFigures, waitedText } from './lead-contact.js';

const T0 = new Date('2026-03-02T15:00:00Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
const answered = (minutes: number) => ({ reachableAt: T0, firstContactAt: at(minutes) });

describe('response time', () => {
  it('is the minutes from the first reachable capture to the first contact, never negative', () => {
    expect(responseMinutes(T0, at(12.5))).toBe(12.5);
    expect(responseMinutes(T0, at(-3))).toBe(0);
  });

  it('interpolates percentiles as percentile_cont does', () => {
    expect(percentile([], 0.5)).toBeNull();
    expect(percentile([7], 0.9)).toBe(7);
    expect(percentile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(percentile([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
  });

  it('gives median, p90 and the shares within 5 minutes and 1 hour', () => {
    const samples = [answered(2), answered(4), answered(30), answered(90), answered(600)];
    expect(responseTimeFigures(samples, at(2000))).toEqual({
      leads: 5,
      answered: 5,
      medianMinutes: 30,
      p90Minutes: 396,
      within5Minutes: 0.4,
      within1Hour: 0.6,
    });
  });

  it('counts a lead still waiting against a window only once the window has passed', () => {
    const waiting = { reachableAt: at(0), firstContactAt: null };
    const f = responseTimeFigures([answered(1), waiting], at(10));
    // Waiting 10 minutes: late for 5 minutes, not yet for the hour.
    expect(f).toMatchObject({ leads: 2, answered: 1, medianMinutes: 1, within5Minutes: 0.5, within1Hour: 1 });
    expect(responseTimeFigures([waiting], at(2))).toMatchObject({
      answered: 0,
      medianMinutes: null,
      p90Minutes: null,
      within5Minutes: null,
      within1Hour: null,
    });
  });

  it('writes a wait for a person', () => {
    expect(waitedText(0.2)).toBe('under a minute');
    expect(waitedText(4.9)).toBe('4 min');
    expect(waitedText(200)).toBe('3 h 20 min');
    expect(waitedText(120)).toBe('2 h');
    expect(waitedText(3 * 1440 + 5)).toBe('3 days');
  });
});

describe('the owner mark', () => {
  it('takes contacted with a channel, won and lost', () => {
    expect(LeadMarkSchema.parse({ mark: 'contacted', channel: 'call' })).toEqual({
      mark: 'contacted',
      channel: 'call',
    });
    expect(LeadMarkSchema.parse({ mark: 'won' })).toEqual({ mark: 'won' });
  });

  it('refuses a contact without how, an unknown mark and extra keys', () => {
    const issues = (v: unknown) => LeadMarkSchema.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(issues({ mark: 'contacted' })).toEqual(['channel']);
    expect(issues({ mark: 'maybe' })).toEqual(['mark']);
    expect(issues({ mark: 'won', who: 'x' })).toEqual(['']);
  });
});
