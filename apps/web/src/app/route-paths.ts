import { LANGUAGES, pathInLanguage, type Language } from '@pw/funnel/language';

/** The same paths in every language: `/pricing` and `/es/pricing` (decision 0322). */
const inEveryLanguage = (paths: readonly string[]): string[] =>
  LANGUAGES.flatMap((language) => paths.map((path) => pathInLanguage(path, language)));

/** The English paths written to HTML at build time; each is also written in Spanish, under `/es`. */
export const sitePaths = [
  '/',
  '/pricing',
  '/privacy-policy',
  '/terms-of-service',
  '/onboarding/welcome',
] as const;

/** The paths written to HTML at build time, in each language. */
export const prerenderedPaths: readonly string[] = inEveryLanguage(sitePaths);

/**
 * Prerendered paths whose HTML is the wizard's welcome as an island (decision 0279): the browser hydrates
 * that screen alone, then hands the page over to the app (the wizard starts from what this browser stored,
 * which the build cannot know).
 */
export const welcomePaths: readonly string[] = inEveryLanguage(['/onboarding/welcome']);

/**
 * Every path the route table answers, published in the build as `routes.json` so the server can send a
 * real 404 status (with the app shell, which renders the not-found page) for anything else. Kept apart
 * from the route table so the site pages' islands (decision 0260) can ask it without loading the app.
 * The prospect's pages are answered in both languages; the owner's area is English only.
 */
export const clientRoutes = {
  exact: [...prerenderedPaths, ...inEveryLanguage(['/manage-booking']), '/data-fields'],
  prefixes: [...inEveryLanguage(['/onboarding']), '/admin'],
} as const;

/** True when the app's router answers `pathname` (an exact path, or under one of the prefixes). */
export function routedByApp(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return (
    (clientRoutes.exact as readonly string[]).includes(path) ||
    clientRoutes.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

/**
 * The router's basename in `language`: a Spanish document's router sees `/es/pricing` as `/pricing`, so
 * the route table, its links and the wizard's `navigate` are the same in both languages.
 */
export const routerBasename = (language: Language): string | undefined =>
  language === 'en' ? undefined : pathInLanguage('/', language);
