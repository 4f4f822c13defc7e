/**
 * A follow-up message from the owner's template (issue 20, decision 0242): {name}, {services}, {price} and
 * {link} filled in, prospect text made safe first. A name or a service is the prospect's own typing, so it
 * goes in as one short line with no markup and nothing a phone or a mail reader would make a link of: a
 * message's only link is the resume link the server minted. Pure; the server and the Settings preview
 * both render with it.
 */
import { plainSmsText, safeText, withoutLinks } from '../contact/safe-text.js';
import { followUpTemplatesIn, type FollowUpTemplatesByLanguage } from './follow-up-settings.js';
import { translator } from '../i18n/translate.js';
import type { MessageKey } from '../i18n/catalogs/index.js';
import type { Language } from '../i18n/language.js';
import { resumeLinkPath } from '../lead/resume-link.js';
import type { Lead } from '../lead/lead.js';
import { formatDollars } from '../pricing/dollars.js';
import { bookNameIn, servicesTextIn } from '../pricing/price-book-names.js';
import type { PriceBook } from '../pricing/price-book.schema.js';

/** What a message says of its lead. */
export type FollowUpLead = Pick<Lead, 'name' | 'serviceNeeded' | 'quotedPrice'> & {
  quoteDetails: readonly { readonly name: string }[] | null;
};

const NAME_MAX = 40;
const SERVICES_MAX = 80;

/**
 * Prospect text for a message: `safeText` without markup, with anything that looks like a web address or
 * an e-mail removed (`withoutLinks`), so "Ann https://evil.example" reads "Ann".
 */
export function plainFollowUpText(text: string, max: number): string {
  const cut = withoutLinks(plainSmsText(text));
  return cut.length > max ? `${cut.slice(0, max - 1).trimEnd()}…` : cut;
}

/**
 * The placeholders' values for a lead and a link; what the lead lacks is said in its language, and the
 * services are named as `book` names them in it (decision 0326; without a book, as the lead has them).
 */
export function followUpValues(
  lead: FollowUpLead,
  link: string,
  language: Language = 'en',
  book?: PriceBook,
): Record<string, string> {
  const tr = translator(language);
  const t = (key: MessageKey) => tr.t(key);
  const named = (name: string) => (book ? bookNameIn(book, name, language) : name);
  const services = lead.quoteDetails?.length
    ? lead.quoteDetails.map((l) => named(l.name)).join(', ')
    : book
      ? servicesTextIn(book, lead.serviceNeeded, language)
      : lead.serviceNeeded;
  return {
    name: plainFollowUpText(safeText(lead.name).split(' ')[0] ?? '', NAME_MAX) || t('followUp.noName'),
    services: plainFollowUpText(services, SERVICES_MAX) || t('followUp.noServices'),
    // "$900" in both languages (US Spanish writes dollars as English does).
    price: lead.quotedPrice !== null ? formatDollars(lead.quotedPrice) : t('followUp.noPrice'),
    link,
  };
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(name|services|price|link)\}/g, (_, key: string) => values[key]!);

export interface FollowUpText {
  sms: string;
  subject: string;
  /** The e-mail's body; the server adds the unsubscribe link under it. */
  body: string;
}

/**
 * The text and the e-mail a lead's follow-up would be, in the lead's language: from the owner's templates
 * for an English lead, from their version in the lead's language for another (`followUpTemplatesIn`).
 *
 * @example
 * followUpText(settings, { name: 'Ann https://x.example', serviceNeeded: 'Roof Cleaning', quotedPrice: 450, quoteDetails: null }, 'https://wash.example/onboarding/resume#t')
 * // { sms: 'Hi Ann, your Roof Cleaning quote ($450) is saved. …', subject: 'Your Roof Cleaning quote is saved', body: … }
 */
export function followUpText(
  settings: FollowUpTemplatesByLanguage,
  lead: FollowUpLead,
  link: string,
  language: Language = 'en',
  book?: PriceBook,
): FollowUpText {
  const values = followUpValues(lead, link, language, book);
  const templates = followUpTemplatesIn(settings, language);
  return {
    sms: safeText(fill(templates.smsText, values)),
    subject: safeText(fill(templates.emailSubject, values)),
    body: fill(templates.emailBody, values).replace(/\r\n?/g, '\n'),
  };
}

/** The sample lead the Settings preview shows. */
export const PREVIEW_LEAD: FollowUpLead = {
  name: 'Jordan',
  serviceNeeded: 'House Washing',
  quotedPrice: 425,
  quoteDetails: [{ name: 'House Washing' }, { name: 'Driveway Cleaning' }],
};

/** The preview of the owner's templates for the sample lead and link, as a lead in `language` gets them. */
export function followUpPreview(
  settings: FollowUpTemplatesByLanguage,
  origin: string,
  language: Language = 'en',
): FollowUpText {
  const link = `${origin.replace(/\/+$/, '')}${resumeLinkPath('example', language)}`;
  return followUpText(settings, PREVIEW_LEAD, link, language);
}
