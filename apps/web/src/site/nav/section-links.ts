import { pathInLanguage, type Language } from '@pw/funnel/language';

/** The landing page sections the navigation bar links to, in order, with their labels' catalog keys. */
export const navSections = [
  { id: 'services', label: 'site.nav.services' },
  { id: 'why-us', label: 'site.nav.whyUs' },
  { id: 'testimonials', label: 'site.nav.testimonials' },
  { id: 'contact', label: 'site.nav.contact' },
] as const;

/**
 * In-page anchor on the home page, the home page's anchor elsewhere, in the page's language (`pathname`
 * is the router's, without the language's prefix: `/` is the home page in both).
 */
export function sectionHref(id: string, pathname: string, language: Language = 'en'): string {
  return pathname === '/' ? `#${id}` : `${pathInLanguage('/', language)}#${id}`;
}
