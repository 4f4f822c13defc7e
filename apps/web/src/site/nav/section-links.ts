/** The landing page sections the navigation bar links to, in order. */
export const navSections = [
  { id: 'services', label: 'Services' },
  { id: 'why-us', label: 'Why Choose Us' },
  { id: 'testimonials', label: 'Testimonials' },
  { id: 'contact', label: 'Contact' },
] as const;

/** In-page anchor on the home page, home page anchor elsewhere. */
export function sectionHref(id: string, pathname: string): string {
  return pathname === '/' ? `#${id}` : `/#${id}`;
}
