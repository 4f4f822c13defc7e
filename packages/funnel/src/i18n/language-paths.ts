/**
 * The prospect's languages (issue 41, decision 0319): English at the site's root, Spanish under `/es`.
 * A lead keeps the language of its latest capture; every later page and message for it uses that one.
 * No zod here: the web's first script imports this module (`@pw/funnel/language`, decision 0322).
 */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The locale each language formats with: US Spanish writes "$900" and "(561) 555-0123" as English does. */
export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-US', es: 'es-US' };

/** Each language's own name, as the switch shows it (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };

/** The path prefix of a language's pages: none for English, `/es` for Spanish. */
const PREFIX: Readonly<Record<Language, string>> = { en: '', es: '/es' };

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a path is in: `/es` and everything under it is Spanish; the rest English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en';
}

/** The same place in `language`: `/onboarding/size` <-> `/es/onboarding/size`, `/` <-> `/es`. */
export function pathInLanguage(pathname: string, language: Language): string {
  const from = languageOfPath(pathname);
  const bare = from === 'en' ? pathname : pathname.slice(PREFIX[from].length) || '/';
  if (language === 'en') return bare;
  return bare === '/' ? PREFIX[language] : `${PREFIX[language]}${bare}`;
}

/**
 * The language an `Accept-Language` header prefers among ours, by its q-values (`es-US,es;q=0.9,en;q=0.8`
 * prefers Spanish), or undefined when it names neither. Used to offer the other site, never to redirect.
 */
export function preferredLanguage(acceptLanguage: string | undefined): Language | undefined {
  if (!acceptLanguage) return undefined;
  const ranked = acceptLanguage
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), i };
    })
    .filter((r) => r.q > 0 && isLanguage(r.base))
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked[0]?.base as Language | undefined;
}
