import { DEFAULT_PRICE_BOOK, defaultConfig, priceBookAnswer } from '@pw/funnel';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, renderInEnglish } from '../../test-utils';
import HeroActions from './hero-actions';
import { HeroSection } from './hero-section';

// The server is not there: the page keeps the book it was built with (the default).
beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch'))));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderOn(isoTime: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(isoTime));
  renderInEnglish(<HeroActions />);
}

describe('hero promotion', () => {
  it('shows the promotion button, linking to /onboarding with its code, on its last day', () => {
    renderOn('2027-04-30T20:00:00Z');
    const promo = screen.getByRole('link', { name: 'Get $50 off your first powerwash' });
    const { code } = DEFAULT_PRICE_BOOK.promotions[0]!;
    expect(promo.getAttribute('href')).toBe(`/onboarding?code=${code}`);
    // The end date comes from the default price book's promotion.
    expect(screen.getByText('Offer ends 4/30/2027')).toBeTruthy();
  });

  it("shows the promotion of the server's price book once it arrives", async () => {
    const spring = {
      ...DEFAULT_PRICE_BOOK.promotions[0]!,
      name: 'Spring: 10% off every job',
      kind: 'percent' as const,
      value: 10,
      code: null,
      endsOn: '2027-05-31',
      firstJobOnly: false,
    };
    const answer = {
      ...priceBookAnswer({ ...DEFAULT_PRICE_BOOK, version: 3, promotions: [spring] }, null),
      timeZone: defaultConfig.calendar.timeZone,
    };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(answer))));
    // New York's 9 May, late evening: UTC is already the 10th; both within the promotion.
    renderOn('2027-05-10T02:00:00Z');
    const promo = await screen.findByRole('link', { name: 'Spring: 10% off every job' });
    // An automatic promotion has no code to carry.
    expect(promo.getAttribute('href')).toBe('/onboarding');
    expect(screen.getByText('Offer ends 5/31/2027')).toBeTruthy();
  });

  it("decides the day in the server's business zone, not the default's (decision 0312)", async () => {
    const answer = { ...priceBookAnswer(DEFAULT_PRICE_BOOK, null), timeZone: 'Pacific/Honolulu' };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(answer))));
    // 04:00 on 1 May in New York (the promotion ended), 22:00 on 30 April in Honolulu (its last day).
    renderOn('2027-05-01T08:00:00Z');
    expect(screen.getByRole('link', { name: 'Get a Free Quote' })).toBeTruthy();
    const promo = await screen.findByRole('link', { name: 'Get $50 off your first powerwash' });
    expect(promo.getAttribute('href')).toBe('/onboarding?code=FIRST50');
    expect(screen.getByText('Offer ends 4/30/2027')).toBeTruthy();
  });

  it('hides the promotion the day after it ends in New York and offers a free quote instead', () => {
    renderOn('2027-04-30T23:00:00Z');
    expect(screen.getByText('Offer ends 4/30/2027')).toBeTruthy();
    cleanup();
    renderOn('2027-05-01T04:00:00Z');
    expect(screen.queryByRole('link', { name: /\$50 off/ })).toBeNull();
    expect(screen.queryByText(/Offer ends/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a Free Quote' }).getAttribute('href')).toBe('/onboarding');
  });

  it('shows the headline, both trust badges and, in its island, the services button', async () => {
    renderAt(<HeroSection />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Palm Beach County');
    expect(screen.getByText('Fully Insured')).toBeTruthy();
    expect(screen.getByText('100% Satisfaction Guarantee')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'View Our Services' })).toBeTruthy();
  });
});
