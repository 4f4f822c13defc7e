import type { ReactNode } from 'react';
import type { SiteConfig } from '../../config/site-config';
import { formatPhoneDisplay } from '@pw/funnel';
import { telHref } from '../../config/format-phone';

interface PrivacySection {
  title: string;
  body: ReactNode;
}

/** The ten numbered sections of the privacy policy, filled from the site configuration. */
export function privacySections(config: SiteConfig): PrivacySection[] {
  const { address } = config;
  return [
    {
      title: 'Introduction',
      body: `${config.businessName} ("we", "us") respects your privacy. This policy explains what personal information we collect when you use our website or services, how we use and share it, and the choices you have.`,
    },
    {
      title: 'Information We Collect',
      body: 'We collect information you give us, such as your name, postal address, email address, telephone number and property information, together with purchase records of the services you book, and network activity such as pages visited and how you reached our site.',
    },
    {
      title: 'How We Use Your Information',
      body: 'We use your information to provide our services, to send quotes and invoices, to send promotions and offers you may be interested in, and to analyse how our website is used so we can improve it.',
    },
    {
      title: 'How We Share Your Information',
      body: 'We do not sell your personal information. We share it only with service providers who help us run our business, with business partners when you have given your consent, and with legal authorities when the law requires it.',
    },
    {
      title: 'Cookies and Tracking Technologies',
      body: 'We use cookies and similar technologies (such as browser storage) to remember your progress through our forms, to keep our site working and to understand how visitors use it. You can block cookies in your browser settings; some features may then not work.',
    },
    {
      title: 'Data Security',
      body: 'We use reasonable administrative, technical and physical safeguards to protect your information. No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security.',
    },
    {
      title: 'Your Rights',
      body: 'You may ask to access the personal information we hold about you, to correct it, or to delete it, and you may opt out of marketing messages at any time by contacting us.',
    },
    {
      title: "Children's Privacy",
      body: 'Our services are not directed to people under 18, and we do not knowingly collect personal information from anyone under 18.',
    },
    {
      title: 'Changes to This Policy',
      body: 'We may update this policy from time to time. The new version will be posted on this page with a new last-updated date.',
    },
    {
      title: 'Contact Us',
      body: (
        <>
          Questions about this policy? Contact {config.businessName} by e-mail at{' '}
          <a className="text-brand-700 underline" href={`mailto:${config.email}`}>
            {config.email}
          </a>
          , by phone at{' '}
          <a className="text-brand-700 underline" href={telHref(config.phone)}>
            {formatPhoneDisplay(config.phone)}
          </a>{' '}
          or by mail at {address.street}, {address.city}, {address.region} {address.postalCode}.
        </>
      ),
    },
  ];
}
