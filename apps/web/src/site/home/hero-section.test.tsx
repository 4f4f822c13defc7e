import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test-utils';
import { HeroSection } from './hero-section';

afterEach(() => {
  vi.useRealTimers();
});

function renderOn(isoTime: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(isoTime));
  renderAt(<HeroSection />);
}

describe('hero promotion', () => {
  it('shows the promotion button, linking to /onboarding, on its last day', () => {
    renderOn('2027-04-30T20:00:00Z');
    const promo = screen.getByRole('link', { name: 'Get $50 off your first powerwash' });
    expect(promo.getAttribute('href')).toBe('/onboarding');
    // The end date comes from the configuration (funnel's defaultConfig.promotion.endsOn).
    expect(screen.getByText('Offer ends 4/30/2027')).toBeTruthy();
  });

  it('hides the promotion the day after it ends and offers a free quote instead', () => {
    renderOn('2027-05-01T08:00:00Z');
    expect(screen.queryByRole('link', { name: /\$50 off/ })).toBeNull();
    expect(screen.queryByText(/Offer ends/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Get a Free Quote' }).getAttribute('href')).toBe('/onboarding');
  });

  it('shows the headline, both trust badges and the services button', () => {
    renderOn('2026-06-01T12:00:00Z');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Palm Beach County');
    expect(screen.getByText('Fully Insured')).toBeTruthy();
    expect(screen.getByText('100% Satisfaction Guarantee')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View Our Services' })).toBeTruthy();
  });
});
