import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { describeError } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom(): never {
  throw new Error('Kaboom');
}

describe('application error page', () => {
  it('replaces a crashed page with the heading, the message and the stack', () => {
    render(
      <RouteErrorBoundary resetKey="/">
        <Boom />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(document.querySelector('pre')?.textContent).toContain('Error: Kaboom');
    vi.mocked(console.error).mockClear(); // React and the boundary log the caught error by design
  });

  it('shows status and text for an HTTP-like error, with no stack', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({ message: '404 Not Found' });
    expect(describeError('plain')).toEqual({ message: 'plain' });
  });
});
