/** The privacy policy (`/privacy-policy`): ten numbered sections. */
export const privacy = {
  'privacy.heading': 'Privacy Policy',
  'privacy.lastUpdated': 'Last updated: {date}',
  'privacy.introduction.title': 'Introduction',
  'privacy.introduction.body':
    '{business} ("we", "us") respects your privacy. This policy explains what personal information we collect when you use our website or services, how we use and share it, and the choices you have.',
  'privacy.collect.title': 'Information We Collect',
  'privacy.collect.body':
    'We collect information you give us, such as your name, postal address, email address, telephone number and property information, together with purchase records of the services you book, and network activity such as pages visited and how you reached our site.',
  'privacy.use.title': 'How We Use Your Information',
  'privacy.use.body':
    'We use your information to provide our services, to send quotes and invoices, to send promotions and offers you may be interested in, and to analyse how our website is used so we can improve it.',
  'privacy.share.title': 'How We Share Your Information',
  'privacy.share.body':
    'We do not sell your personal information. We share it only with service providers who help us run our business, with business partners when you have given your consent, and with legal authorities when the law requires it.',
  'privacy.cookies.title': 'Cookies and Tracking Technologies',
  'privacy.cookies.body':
    'We use cookies and similar technologies (such as browser storage) to remember your progress through our forms, to keep our site working and to understand how visitors use it. You can block cookies in your browser settings; some features may then not work.',
  'privacy.security.title': 'Data Security',
  'privacy.security.body':
    'We use reasonable administrative, technical and physical safeguards to protect your information. No method of transmission over the internet or of electronic storage is completely secure, so we cannot guarantee absolute security.',
  'privacy.rights.title': 'Your Rights',
  'privacy.rights.body':
    'You may ask to access the personal information we hold about you, to correct it, or to delete it, and you may opt out of marketing messages at any time by contacting us.',
  'privacy.children.title': "Children's Privacy",
  'privacy.children.body':
    'Our services are not directed to people under 18, and we do not knowingly collect personal information from anyone under 18.',
  'privacy.changes.title': 'Changes to This Policy',
  'privacy.changes.body':
    'We may update this policy from time to time. The new version will be posted on this page with a new last-updated date.',
  'privacy.contact.title': 'Contact Us',
  'privacy.contact.body':
    'Questions about this policy? Contact {business} by e-mail at <email>{emailAddress}</email>, by phone at <phone>{phoneNumber}</phone> or by mail at {address}.',
} as const;
