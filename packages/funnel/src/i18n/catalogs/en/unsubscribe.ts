/**
 * The unsubscribe pages the server renders (decision 0221, issue 41). `{business}` is the business's name
 * from the web build; without one (`*.noName`) the page speaks as "we".
 */
export const unsubscribe = {
  'unsubscribe.confirm.title': 'Unsubscribe from follow-up e-mails',
  'unsubscribe.confirm.text': 'Stop follow-up e-mails from {business} about your quote to {address}?',
  'unsubscribe.confirm.textNoName': 'Stop follow-up e-mails from us about your quote to {address}?',
  'unsubscribe.confirm.button': 'Unsubscribe',
  'unsubscribe.done.title': "You're unsubscribed",
  'unsubscribe.done.text':
    '{business} will not send follow-up e-mails to {address} again. E-mails about an appointment you book still reach you.',
  'unsubscribe.done.textNoName':
    'We will not send follow-up e-mails to {address} again. E-mails about an appointment you book still reach you.',
  'unsubscribe.unknown.title': 'This unsubscribe link is not valid',
  'unsubscribe.unknown.text':
    'The link may have been cut or changed. Open it again from the e-mail, or reply to the e-mail to ask {business} to stop.',
  'unsubscribe.unknown.textNoName':
    'The link may have been cut or changed. Open it again from the e-mail, or reply to the e-mail to ask us to stop.',
} as const;
