import { render, screen } from '@testing-library/react';
import { InLanguage } from '../test-utils';
import { describe, expect, it, vi } from 'vitest';
import { describeError } from './error-page';
import { RouteErrorBoundary } from './route-error-boundary';

function Boom(): never {
  throw new Error('Kaboom');
}

describe('application error page', () => {
  it('replaces a crashed page with the heading, the message and the stack', () => {
    render(
      <InLanguage>
        <RouteErrorBoundary resetKey="/">
          <Boom />
        </RouteErrorBoundary>
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Kaboom')).toBeTruthy();
    expect(document.querySelector('pre')?.textContent).toContain('Error: Kaboom');
    vi.mocked(console.error).mockClear(); // React and the boundary log the caught error by design
  });

  it("on a Spanish page: the heading in Spanish, the program's message marked as English", () => {
    render(
      <InLanguage language="es">
        <RouteErrorBoundary resetKey="/es">
          <Boom />
        </RouteErrorBoundary>
      </InLanguage>,
    );
    expect(screen.getByRole('heading', { name: '¡Error inesperado de la aplicación!' })).toBeTruthy();
    expect(screen.getByText('Kaboom').getAttribute('lang')).toBe('en');
    expect(document.querySelector('pre')?.getAttribute('lang')).toBe('en');
    vi.mocked(console.error).mockClear();
  });

  it('shows status and text for an HTTP-like error, with no stack', () => {
    expect(describeError({ status: 404, statusText: 'Not Found' })).toEqual({ message: '404 Not Found' });
    expect(describeError('plain')).toEqual({ message: 'plain' });
  });
});
