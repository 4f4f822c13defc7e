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
import { DEFAULT_PRICE_BOOK, formatPhoneDisplay, LANGUAGE_NAMES, type BookNamed } from '@pw/funnel';
import { pseudoCatalog, PSEUDO_CLOSE, PSEUDO_OPEN, WEB_CATALOGS } from '@pw/funnel/testing';
import { AppRoutes } from './app/routes';
import { siteConfig } from './config/site-config';
import { welcomeIsland } from './onboarding/welcome-start';
import { InLanguage } from './test-utils';

const pseudo = pseudoCatalog(WEB_CATALOGS.en);

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

/** A price-book item's names: English, and Spanish where written (decision 0326). */
const names = (item: BookNamed) => [item.name, ...(item.nameEs ? [item.nameEs] : [])];

/** The business's data as pages show it: never translated, so never bracketed. */
const DATA = [
  siteConfig.businessName,
  siteConfig.shortName,
  siteConfig.email,
  formatPhoneDisplay(siteConfig.phone),
  siteConfig.county,
  siteConfig.state,
  ...siteConfig.towns,
  ...Object.values(siteConfig.address),
  siteConfig.privacy.lastUpdated,
  siteConfig.persona.name,
  ...Object.values(LANGUAGE_NAMES),
  ...siteConfig.testimonials.flatMap((t) => [t.content, t.name, t.location]),
  ...Object.values(DEFAULT_PRICE_BOOK.categories).flatMap((c) =>
    c.services.flatMap((s) => [
      ...names(s),
      ...s.addOns.flatMap(names),
      ...(s.size?.tiers ?? []).map((t) => t.label),
    ]),
  ),
  ...DEFAULT_PRICE_BOOK.promotions.flatMap(names),
].sort((a, b) => b.length - a.length);

const ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label'];

/** What of `text` is neither a bracketed message nor the business's data, if it has a letter. */
function untranslated(text: string): string | null {
  let rest = text;
  // A message may hold another as an argument (`⟦... ⟦2-hóúr ...⟧ ...⟧`): innermost first, until none.
  const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  while (innermost.test(rest)) rest = rest.replace(innermost, ' ');
  for (const data of DATA) rest = rest.split(data).join(' ');
  return /\p{L}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : null;
}

/** Every piece of visible or announced text in `html` that did not come from the catalog. */
function textsNotFromTheCatalog(html: string): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    if (el.closest('script, style, svg:not([aria-label])')) continue;
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('');
    const text = untranslated(own);
    if (text) found.push(`<${el.tagName.toLowerCase()}> ${text}`);
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      const attribute = value === null ? null : untranslated(value);
      if (attribute) found.push(`<${el.tagName.toLowerCase()} ${name}> ${attribute}`);
    }
  }
  return found;
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
