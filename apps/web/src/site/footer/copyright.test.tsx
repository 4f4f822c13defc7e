import { render } from '@testing-library/react';
import { InLanguage } from '../../test-utils';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import Copyright from './copyright';

describe('copyright', () => {
  it("prerenders the build's year, then shows the browser's once hydrated (a page built last year)", () => {
    // vitest.config.ts builds on 2026-01-15; the visitor reads the page on New Year's Day 2027.
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <InLanguage>
        <Copyright now={() => new Date('2026-01-15T12:00:00Z')} />
      </InLanguage>,
    );
    expect(container.textContent).toContain('© 2026 Palm Beach Pressure Pros');
    document.body.append(container);
    render(
      <InLanguage>
        <Copyright now={() => new Date('2027-01-01T00:05:00Z')} />
      </InLanguage>,
      { container, hydrate: true },
    );
    expect(container.textContent).toContain('© 2027 Palm Beach Pressure Pros');
  });
});
