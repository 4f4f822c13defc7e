/** The paths written to HTML at build time. */
export const prerenderedPaths = ['/', '/pricing', '/privacy-policy', '/onboarding/welcome'] as const;

/**
 * Prerendered paths whose HTML is the wizard's welcome as an island (decision 0279): the browser hydrates
 * that screen alone, then hands the page over to the app (the wizard starts from what this browser stored,
 * which the build cannot know).
 */
export const welcomePaths: readonly string[] = ['/onboarding/welcome'];

/**
 * Every path the route table answers, published in the build as `routes.json` so the server can send a
 * real 404 status (with the app shell, which renders the not-found page) for anything else. Kept apart
 * from the route table so the site pages' islands (decision 0260) can ask it without loading the app.
 */
export const clientRoutes = {
  exact: [...prerenderedPaths, '/terms-of-service', '/data-fields', '/manage-booking'],
  prefixes: ['/onboarding', '/admin'],
} as const;

/** True when the app's router answers `pathname` (an exact path, or under one of the prefixes). */
export function routedByApp(pathname: string): boolean {
  const path = pathname.replace(/(.)\/+$/, '$1');
  return (
    (clientRoutes.exact as readonly string[]).includes(path) ||
    clientRoutes.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}
