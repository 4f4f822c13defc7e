import { z } from 'zod';
import { EmailAddressSchema } from '@pw/funnel';

const imageSchema = z.object({
  src: z.string().min(1),
  alt: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/** Ten digits, no formatting: the display form (xxx) xxx-xxxx is derived. */
const phoneSchema = z.string().regex(/^\d{10}$/, 'phone must be exactly 10 digits');

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  location: z.string().min(1),
  content: z.string().min(1),
  rating: z.number().int().min(1).max(5),
});

/** Everything that differs between two pressure-washing companies running this site. */
export const SiteConfigSchema = z.object({
  siteUrl: z.url(),
  businessName: z.string().min(1),
  shortName: z.string().min(1),
  tagline: z.string().min(1),
  phone: phoneSchema,
  email: EmailAddressSchema,
  address: z.object({
    street: z.string().min(1),
    city: z.string().min(1),
    region: z.string().length(2),
    postalCode: z.string().min(1),
    country: z.string().length(2),
  }),
  county: z.string().min(1),
  /** The state's name as visitors read it (used in copy such as "Palm Beach County, Florida"). */
  state: z.string().min(1),
  towns: z.array(z.string().min(1)).min(1),
  persona: z.object({ name: z.string().min(1), photo: imageSchema }),
  claims: z.object({
    responseTime: z.string().min(1),
    happyCustomers: z.string().min(1),
  }),
  heroImage: imageSchema,
  gallery: z
    .array(z.object({ title: z.string().min(1), caption: z.string().min(1), image: imageSchema }))
    .min(1),
  testimonials: z.array(TestimonialSchema).min(1),
  privacy: z.object({ lastUpdated: z.string().min(1) }),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
export type Testimonial = z.infer<typeof TestimonialSchema>;
export type SiteImage = z.infer<typeof imageSchema>;
