/**
 * The pseudo-locale's check, for the pages' test (i18n.pseudo.test.tsx) and the wizard screens' (decision
 * 0322): a tree rendered with every message accented and bracketed (`⟦Séé thé Dífféréñçé⟧`) shows any text
 * that did not come from the catalog as letters outside the brackets. The business's own data (its name,
 * e-mail, address, the price book's names, the reviews) is not text to translate and is taken out first.
 */
import { DEFAULT_PRICE_BOOK, formatPhoneDisplay, LANGUAGE_NAMES, type BookNamed } from '@pw/funnel';
import { pseudoCatalog, PSEUDO_CLOSE, PSEUDO_OPEN, WEB_CATALOGS } from '@pw/funnel/testing';
import { siteConfig } from './config/site-config';

/** The web catalog in the pseudo-locale. */
export const pseudo = pseudoCatalog(WEB_CATALOGS.en);

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
      ...(s.size ? [s.size.question, ...s.size.tiers.map((t) => t.label)] : []),
    ]),
  ),
  ...DEFAULT_PRICE_BOOK.promotions.flatMap(names),
].sort((a, b) => b.length - a.length);

const ATTRIBUTES = ['alt', 'title', 'placeholder', 'aria-label'];

/** What of `text` is neither a bracketed message nor the business's data (nor `more`), if it has a letter. */
function untranslated(text: string, more: readonly string[] = []): string | null {
  let rest = text;
  // A message may hold another as an argument (`⟦... ⟦2-hóúr ...⟧ ...⟧`): innermost first, until none.
  const innermost = new RegExp(`${PSEUDO_OPEN}[^${PSEUDO_OPEN}${PSEUDO_CLOSE}]*${PSEUDO_CLOSE}`, 'g');
  while (innermost.test(rest)) rest = rest.replace(innermost, ' ');
  for (const data of [...more, ...DATA].sort((a, b) => b.length - a.length))
    rest = rest.split(data).join(' ');
  return /\p{L}/u.test(rest) ? rest.replace(/\s+/g, ' ').trim() : null;
}

/**
 * Every piece of visible or announced text in `html` that did not come from the catalog; `more`: data the
 * test typed in (a prospect's name, address, e-mail).
 */
export function textsNotFromTheCatalog(html: string, more: readonly string[] = []): string[] {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    if (el.closest('script, style, svg:not([aria-label])')) continue;
    const own = [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent)
      .join('');
    const text = untranslated(own, more);
    if (text) found.push(`<${el.tagName.toLowerCase()}> ${text}`);
    for (const name of ATTRIBUTES) {
      const value = el.getAttribute(name);
      const attribute = value === null ? null : untranslated(value, more);
      if (attribute) found.push(`<${el.tagName.toLowerCase()} ${name}> ${attribute}`);
    }
  }
  return found;
}
