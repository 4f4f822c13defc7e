import { DEFAULT_BUSINESS } from '@pw/funnel';
import type { SiteConfig } from './site-config.schema';
import { testimonials } from './testimonials';

/**
 * The default company: the spec's Palm Beach County pressure-washing business, with fictional
 * 555-01xx contact details. Another company edits this object (or replaces it), and its name and
 * phone in @pw/funnel's `DEFAULT_BUSINESS`, which the server's texts name too (decision 0309); it is
 * validated at build time (see `siteConfig` below).
 */
const defaultSiteConfig: SiteConfig = {
  siteUrl: 'https://palmbeachpressurepros.example',
  businessName: DEFAULT_BUSINESS.name,
  shortName: 'PB Pressure Pros',
  tagline: 'Professional pressure washing for homes and businesses',
  phone: DEFAULT_BUSINESS.phone,
  email: 'hello@palmbeachpressurepros.example',
  address: {
    street: '123 Clematis Street',
    city: 'West Palm Beach',
    region: 'FL',
    postalCode: '33401',
    country: 'US',
  },
  county: 'Palm Beach County',
  state: 'Florida',
  towns: ['Jupiter', 'Palm Beach Gardens', 'Lake Worth', 'Boynton Beach', 'West Palm'],
  persona: {
    name: 'Alex',
    photo: {
      src: '/images/persona.svg',
      alt: 'Alex, your pressure washing specialist',
      width: 160,
      height: 160,
    },
  },
  claims: { responseTime: '2-hour response time', happyCustomers: '100+ happy customers' },
  heroImage: {
    src: '/images/before-after.svg',
    alt: 'A driveway, half grimy before cleaning and half bright after pressure washing',
    width: 640,
    height: 400,
  },
  gallery: [
    {
      title: 'Brick Pathway',
      caption: 'Pathway Restoration',
      image: {
        src: '/images/gallery-brick-pathway.svg',
        alt: 'Brick pathway before and after restoration',
        width: 600,
        height: 400,
      },
    },
    {
      title: 'Home Exterior',
      caption: 'Home Exterior Cleaning',
      image: {
        src: '/images/gallery-home-exterior.svg',
        alt: 'Home exterior wall before and after cleaning',
        width: 600,
        height: 400,
      },
    },
  ],
  testimonials,
  privacy: { lastUpdated: 'April 3, 2025' },
};

/**
 * The site configuration every component reads. It is validated with `SiteConfigSchema` by the
 * prerenderer (so an invalid configuration fails the build) and by the unit tests, never in the
 * browser: zod stays out of the first JavaScript bundle.
 */
export const siteConfig: SiteConfig = defaultSiteConfig;

/** Service area line, e.g. "Palm Beach County, Florida and nearby towns: Jupiter, …". */
export function serviceAreaText(config: SiteConfig = siteConfig): string {
  return `Serving ${config.county}, ${config.state} and nearby towns: ${config.towns.join(', ')}`;
}

/** The images the site warms up at start (hero, persona, first gallery card). */
export function startupImages(config: SiteConfig = siteConfig): string[] {
  return [config.heroImage.src, config.persona.photo.src, config.gallery[0]!.image.src];
}

export type { SiteConfig, Testimonial, SiteImage } from './site-config.schema';
