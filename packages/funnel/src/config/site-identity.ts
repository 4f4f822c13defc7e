import { z } from 'zod';

const color = z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "must be a colour such as '#0b2f4f'" });

/**
 * What the server's own pages (the unsubscribe page, decision 0312) need of the site to look like it: the
 * business's name, the site's address and its brand colours. The web build writes it as `site.json` from
 * the site configuration and its theme; the server reads it from the build it serves, so the name and
 * colours are kept in one place, the web app's.
 */
export const SiteIdentitySchema = z.strictObject({
  businessName: z.string().trim().min(1).max(120),
  siteUrl: z.url(),
  colors: z.strictObject({
    /** The header band (the site's darkest brand colour). */
    header: color,
    /** Buttons and links. */
    action: color,
  }),
});
export type SiteIdentity = z.infer<typeof SiteIdentitySchema>;
