/**
 * The pseudo-locale finds what was missed (issue 41, decision 0322): the converted pages rendered with
 * every message accented and bracketed (`⟦Séé thé Dífféréñçé⟧`); any text a visitor sees or hears there
 * (an element's own text, or its alt, title, placeholder or aria-label) that has a letter outside the
 * brackets did not come from the catalog. The business's own data (its name, e-mail, address, the price
 * book's names, the reviews) is not text to translate and is taken out first.
 */
import { createElement } from 'react';
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AppRoutes } from './app/routes';
import { welcomeIsland } from './onboarding/welcome-start';
import { pseudo, textsNotFromTheCatalog } from './pseudo-locale.testkit';
import { InLanguage } from './test-utils';

/** Islands that render nothing until the browser asks for them (a toast, the language offer). */
const EMPTY_ISLANDS = ['toast-mount', 'language-offer'];

/**
 * The page at `path` as the app renders it with the pseudo-locale, its lazy page and islands arrived (the
 * browser's renderer: the prerenderer's marks the catalog's context as its own for the worker's next files).
 */
async function pseudoPage(path: string): Promise<string> {
  const page =
    path === '/onboarding/welcome' ? (
      createElement(welcomeIsland(() => {}))
    ) : (
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>
    );
  const { container, unmount } = render(<InLanguage messages={pseudo}>{page}</InLanguage>);
  await waitFor(
    () => {
      expect(container.querySelector('main')).not.toBeNull();
      const waiting = [...container.querySelectorAll<HTMLElement>('[data-island]')].filter(
        (island) => !EMPTY_ISLANDS.includes(island.dataset.island!) && island.childElementCount === 0,
      );
      expect(waiting).toEqual([]);
    },
    { timeout: 30_000 },
  );
  const html = container.innerHTML;
  unmount();
  return html;
}

describe('the pseudo-locale', () => {
  it('finds text that is not from the catalog (the check can fail)', () => {
    expect(textsNotFromTheCatalog('<p>⟦Héllo⟧</p><p>Hello</p><img alt="A picture">')).toEqual([
      '<p> Hello',
      '<img alt> A picture',
    ]);
  });

  it.each(['/', '/pricing', '/privacy-policy', '/no-such-page', '/onboarding/welcome'])(
    '%s shows only catalog text (its islands too)',
    async (path) => {
      expect(textsNotFromTheCatalog(await pseudoPage(path))).toEqual([]);
      // The 404 page logs the unknown path: its behaviour, not a failure.
      vi.mocked(console.error).mockClear();
    },
    60_000,
  );
});
