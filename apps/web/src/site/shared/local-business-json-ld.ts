import type { SiteConfig } from '../../config/site-config';

/** schema.org LocalBusiness description of the company, for search engines. */
export function localBusinessJsonLd(config: SiteConfig): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: config.businessName,
    description: config.tagline,
    url: config.siteUrl,
    telephone: `+1-${config.phone.slice(0, 3)}-${config.phone.slice(3, 6)}-${config.phone.slice(6)}`,
    email: config.email,
    image: new URL(config.heroImage.src, config.siteUrl).href,
    address: {
      '@type': 'PostalAddress',
      streetAddress: config.address.street,
      addressLocality: config.address.city,
      addressRegion: config.address.region,
      postalCode: config.address.postalCode,
      addressCountry: config.address.country,
    },
    areaServed: [config.county, ...config.towns].map((name) => ({ '@type': 'Place', name })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: 5,
      reviewCount: config.testimonials.length,
    },
  };
}
