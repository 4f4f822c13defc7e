/**
 * What the business texts back to a reply (issue 38, decision 0309): HELP (AYUDA in Spanish) gets who is
 * texting, the business's phone and how to stop; a STOP or START gets one confirmation (the FCC's 2024 rule
 * allows one, with no marketing) unless the reply was the carriers' own keyword, which the provider already
 * confirms on its numbers. Anything else gets no answer. The answer is in the language of the lead the
 * number's texts were about, else in the reply's own (issue 41, decision 0321).
 */
import type { BusinessContact } from '../config/business-contact.js';
import { formatPhoneDisplay } from '../contact/phone.js';
import { translator } from '../i18n/translate.js';
import type { Language } from '../i18n/language.js';
import type { SmsReply } from './sms-reply.js';

const KEYS = { help: 'text.reply.help', stop: 'text.reply.stop', start: 'text.reply.start' } as const;

/**
 * The text answering `reply`, or null for none: in `language` when the number's lead is known, else in
 * the language the reply was written in ("AYUDA" in Spanish).
 */
export function smsReplyAnswer(
  reply: SmsReply,
  business: BusinessContact,
  language: Language = reply.language,
): string | null {
  if (reply.kind === 'other' || (reply.kind !== 'help' && reply.carrierKeyword)) return null;
  return translator(language).t(KEYS[reply.kind], {
    business: business.name,
    phone: formatPhoneDisplay(business.phone),
  });
}
