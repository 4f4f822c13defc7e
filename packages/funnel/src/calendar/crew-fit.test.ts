import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from '../pricing/default-price-book.js';
import { jobMinutes } from '../pricing/job-minutes.js';
import { defaultAvailabilitySettings } from './availability-rules.js';
import { assignCrew, startsThatFit, type FitQuestion } from './crew-fit.js';
import { CrewSettingsSchema, type WorkingHours } from './crew-hours.schema.js';
import { crewsOfSlots } from './crews-of-slots.js';

const MONDAY = '2026-06-01';
const eightToFive: WorkingHours = { start: '8:00 AM', end: '5:00 PM' };
const weekdays = (h: WorkingHours | null) => [null, h, h, h, h, h, null];
const oneCrew = (over: Partial<FitQuestion> = {}): FitQuestion => ({
  day: MONDAY,
  crews: 1,
  hours: weekdays(eightToFive),
  booked: [],
  jobMinutes: 60,
  ...over,
});

describe('startsThatFit', () => {
  it("holds the issue's example: after a six-hour job at 8 AM, no six-hour start, a driveway at 2 PM", () => {
    const house = jobMinutes(DEFAULT_PRICE_BOOK, {
      propertyType: 'Residential',
      services: ['House Exterior', 'Roof Cleaning'],
    });
    const driveway = jobMinutes(DEFAULT_PRICE_BOOK, {
      propertyType: 'Residential',
      services: 'Driveway Cleaning',
    });
    expect([house, driveway]).toEqual([360, 60]);
    // An empty day: a six-hour job may start from 8 AM to 11 AM (ending by 5 PM).
    expect(startsThatFit(oneCrew({ jobMinutes: house }))).toEqual([
      '8:00 AM',
      '8:30 AM',
      '9:00 AM',
      '9:30 AM',
      '10:00 AM',
      '10:30 AM',
      '11:00 AM',
    ]);
    expect(assignCrew({ ...oneCrew({ jobMinutes: house }), start: '8:00 AM' })).toBe(0);
    const booked = [{ start: '8:00 AM', minutes: house, crew: 0 }];
    expect(startsThatFit(oneCrew({ booked, jobMinutes: house }))).toEqual([]);
    expect(startsThatFit(oneCrew({ booked, jobMinutes: driveway }))).toEqual([
      '2:00 PM',
      '2:30 PM',
      '3:00 PM',
      '3:30 PM',
      '4:00 PM',
    ]);
    expect(assignCrew({ ...oneCrew({ booked, jobMinutes: house }), start: '8:00 AM' })).toBeNull();
  });

  it('offers a second crew what the first cannot keep, and assigns it', () => {
    const booked = [{ start: '8:00 AM', minutes: 360, crew: 0 }];
    const two = oneCrew({ crews: 2, booked, jobMinutes: 360 });
    expect(startsThatFit(two)[0]).toBe('8:00 AM');
    expect(assignCrew({ ...two, start: '9:00 AM' })).toBe(1);
  });

  it('keeps to the allowed starts and the working hours, and offers nothing on a day off', () => {
    const allowedStarts = weekdays(null).map(() => ['8:30 AM', '1:30 PM', '4:00 PM']);
    expect(startsThatFit(oneCrew({ allowedStarts, jobMinutes: 120 }))).toEqual(['8:30 AM', '1:30 PM']);
    expect(assignCrew({ ...oneCrew({ allowedStarts }), start: '9:00 AM' })).toBeNull();
    expect(startsThatFit(oneCrew({ day: '2026-06-07' }))).toEqual([]); // a Sunday
    expect(startsThatFit(oneCrew({ jobMinutes: 0 }))).toEqual([]);
    expect(startsThatFit(oneCrew({ jobMinutes: 9 * 60 }))).toEqual(['8:00 AM']);
  });

  it('holds the time of jobs booked before crews, each on a crew free for it', () => {
    const booked = [
      { start: '8:00 AM', minutes: 240 },
      { start: '9:00 AM', minutes: 240 },
    ];
    // Two crew-less jobs overlap: one on each of the two crews, so a two-hour job waits until noon.
    expect(startsThatFit(oneCrew({ crews: 2, booked, jobMinutes: 120 }))[0]).toBe('12:00 PM');
    // A job on a crew the owner has since removed still holds a crew's time.
    const removed = [{ start: '8:00 AM', minutes: 540, crew: 3 }];
    expect(startsThatFit(oneCrew({ booked: removed }))).toEqual([]);
  });
});

describe('crewsOfSlots', () => {
  it('turns the weekly slots into exactly those allowed starts, the capacity into crews', () => {
    const settings = defaultAvailabilitySettings();
    const crews = crewsOfSlots(settings);
    expect(CrewSettingsSchema.parse(crews)).toEqual(crews);
    expect(crews.crews).toBe(settings.capacity);
    expect(crews.allowedStarts).toEqual(settings.weeklySlots);
    // Weekdays 8:30 AM, 11:00, 1:30 PM, 4:00 PM: the day ends one spacing (2.5 h) after the last.
    expect(crews.hours[1]).toEqual({ start: '8:30 AM', end: '6:30 PM' });
    expect(crews.hours[0]).toEqual({ start: '10:00 AM', end: '6:30 PM' });
    // Every slot of the old settings is still offered to a job of one spacing.
    expect(startsThatFit({ day: MONDAY, ...crews, booked: [], jobMinutes: 150 })).toEqual(
      settings.weeklySlots[1],
    );
  });

  it('makes a weekday without slots a day off and a lone slot a two-hour day', () => {
    const weeklySlots = [[], ['9:00 AM'], [], [], [], [], []];
    const crews = crewsOfSlots({ weeklySlots, capacity: 2 });
    expect(crews.hours).toEqual([null, { start: '9:00 AM', end: '11:00 AM' }, null, null, null, null, null]);
    expect(CrewSettingsSchema.safeParse(crews).success).toBe(true);
  });
});

describe('CrewSettingsSchema', () => {
  it('refuses hours that end before they start and starts outside the hours, at the field', () => {
    const parsed = CrewSettingsSchema.safeParse({
      crews: 1,
      hours: [null, { start: '5:00 PM', end: '8:00 AM' }, eightToFive, null, null, null, null],
      allowedStarts: [[], [], ['7:00 AM'], [], [], [], []],
    });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hours.1.end', 'must end after it starts'],
      ['allowedStarts.2.0', "7:00 AM is outside that day's working hours"],
    ]);
  });
});
