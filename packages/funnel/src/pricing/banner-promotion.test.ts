import { describe, expect, it } from 'vitest';
import { businessToday } from '../calendar/calendar.js';
import { bannerPromotion, dayDeciding, dayInZone } from './banner-promotion.js';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { aPromotion } from './price-book.testkit.js';

describe('the banner promotion', () => {
  it("is the default book's promotion up to and including its last day, then none", () => {
    expect(bannerPromotion(DEFAULT_PRICE_BOOK, '2027-04-30')).toMatchObject({
      name: 'Get $50 off your first powerwash',
      endsOn: '2027-04-30',
    });
    expect(bannerPromotion(DEFAULT_PRICE_BOOK, '2027-05-01')).toBeNull();
  });

  it('is the first advertised promotion running that day, never a private or a future one', () => {
    const book = {
      promotions: [
        aPromotion({ name: 'Flyer code', code: 'FLYER', advertised: false }),
        aPromotion({ name: 'Summer', advertised: true, startsOn: '2027-06-01' }),
        aPromotion({ name: 'Spring', advertised: true, endsOn: '2027-05-31' }),
        aPromotion({ name: 'Always', advertised: true }),
      ],
    };
    expect(bannerPromotion(book, '2027-05-31')?.name).toBe('Spring');
    expect(bannerPromotion(book, '2027-06-01')?.name).toBe('Summer');
    expect(bannerPromotion({ promotions: [book.promotions[0]!] }, '2027-05-31')).toBeNull();
  });

  it("reads the day on the business's wall clock as businessToday does", () => {
    const timeZone = 'America/New_York';
    for (const instant of [
      '2026-11-24T04:30:00Z',
      '2026-12-31T23:50:00Z',
      '2027-03-14T06:30:00Z',
      '2027-11-07T05:30:00Z',
      '2027-05-01T03:59:59Z',
      '2027-05-01T04:00:00Z',
    ]) {
      const now = new Date(instant);
      expect(dayInZone(now, timeZone)).toBe(businessToday(now, { timeZone }));
    }
    expect(dayInZone(new Date('2027-05-01T03:59:59Z'), timeZone)).toBe('2027-04-30');
  });

  it("decides with the business's day only when the promotion's answer depends on it", () => {
    const timeZone = 'America/New_York';
    const banner = (day: string) => bannerPromotion(DEFAULT_PRICE_BOOK, day);
    // Far from the promotion's last day (2027-04-30), every candidate day answers alike: UTC's day decides.
    expect(dayDeciding(new Date('2027-01-10T02:00:00Z'), timeZone, banner)).toBe('2027-01-10');
    // Around it, the zone's day decides: still April 30 in New York at 03:59 UTC on May 1, then May 1.
    expect(dayDeciding(new Date('2027-05-01T03:59:59Z'), timeZone, banner)).toBe('2027-04-30');
    expect(banner(dayDeciding(new Date('2027-05-01T03:59:59Z'), timeZone, banner))).not.toBeNull();
    expect(banner(dayDeciding(new Date('2027-05-01T04:00:00Z'), timeZone, banner))).toBeNull();
    for (const instant of ['2027-04-29T12:00:00Z', '2027-04-30T23:30:00Z', '2027-05-01T20:00:00Z']) {
      const now = new Date(instant);
      expect(banner(dayDeciding(now, timeZone, banner))).toEqual(banner(dayInZone(now, timeZone)));
    }
  });
});
