import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../test-utils';
import { NotFoundPage } from './not-found-page';

describe('not-found page', () => {
  it('shows 404, the message and a link home, and logs the unknown path', () => {
    const log = vi.mocked(console.error);
    renderAt(<NotFoundPage />, '/no/such/page');
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('Oops! Page not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Get a Free Quote' }).getAttribute('href')).toBe('/onboarding');
    expect(log).toHaveBeenCalledWith(
      '404 Error: User attempted to access non-existent route:',
      '/no/such/page',
    );
    log.mockClear(); // the log is the behaviour under test, not a failure
  });
});
