import { describe, expect, it } from 'vitest';
import { SiteConfigSchema } from './site-config.schema';
import { serviceAreaText, siteConfig, startupImages } from './site-config';

describe('site configuration', () => {
  it('the default company passes the schema', () => {
    expect(() => SiteConfigSchema.parse(siteConfig)).not.toThrow();
    expect(siteConfig.county).toBe('Palm Beach County');
    expect(siteConfig.phone).toMatch(/^\d{3}55501\d{2}$/);
    expect(siteConfig.testimonials).toHaveLength(6);
  });

  it('refuses a phone that is not ten digits and a bad e-mail', () => {
    const result = SiteConfigSchema.safeParse({ ...siteConfig, phone: '555-0142', email: 'nope' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['phone', 'email']);
  });

  it('names the county and every town in the service area line', () => {
    expect(serviceAreaText()).toBe(
      'Serving Palm Beach County, Florida and nearby towns: Jupiter, Palm Beach Gardens, Lake Worth, Boynton Beach, West Palm',
    );
  });

  it('warms three start-up images', () => {
    expect(startupImages()).toEqual([
      '/images/before-after.svg',
      '/images/persona.svg',
      '/images/gallery-brick-pathway.svg',
    ]);
  });
});
