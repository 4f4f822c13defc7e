import type { ReactNode } from 'react';
import { formatPhoneDisplay } from '@pw/funnel';
import type { SiteConfig } from '../../config/site-config';
import { telHref } from '../../config/format-phone';
import { T, type WebMessageKey } from '../../shared/i18n';

/** The ten numbered sections of the privacy policy, in the catalog's order (decision 0322). */
const SECTIONS = [
  'introduction',
  'collect',
  'use',
  'share',
  'cookies',
  'security',
  'rights',
  'children',
  'changes',
  'contact',
] as const;

interface PrivacySection {
  title: WebMessageKey;
  body: ReactNode;
}

/** The sections' titles (catalog keys) and bodies, filled from the site configuration. */
export function privacySections(config: SiteConfig): PrivacySection[] {
  const { address } = config;
  const values = {
    business: config.businessName,
    emailAddress: config.email,
    phoneNumber: formatPhoneDisplay(config.phone),
    address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
    email: (chunks: ReactNode[]) => (
      <a className="text-brand-700 underline" href={`mailto:${config.email}`}>
        {chunks}
      </a>
    ),
    phone: (chunks: ReactNode[]) => (
      <a className="text-brand-700 underline" href={telHref(config.phone)}>
        {chunks}
      </a>
    ),
  };
  return SECTIONS.map((name) => ({
    title: `privacy.${name}.title`,
    body: <T id={`privacy.${name}.body`} values={values} />,
  }));
}
