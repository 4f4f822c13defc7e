/**
 * What the business texts back to a reply (issue 38, decision 0309): HELP (AYUDA in Spanish) gets who is
 * texting, the business's phone and how to stop; a STOP or START gets one confirmation (the FCC's 2024 rule
 * allows one, with no marketing) unless the reply was the carriers' own keyword, which the provider already
 * confirms on its numbers. Anything else gets no answer.
 */
import type { BusinessContact } from '../config/business-contact.js';
import { formatPhoneDisplay } from '../contact/phone.js';
import type { SmsReply, SmsReplyKind, SmsReplyLanguage } from './sms-reply.js';

type Answer = (name: string, phone: string) => string;

const ANSWERS: Record<SmsReplyLanguage, Record<Exclude<SmsReplyKind, 'other'>, Answer>> = {
  en: {
    help: (name, phone) =>
      `${name}: texts about your quote and appointment. Help: ${phone}. Msg & data rates may apply. Reply STOP to opt out.`,
    stop: (name) =>
      `${name}: you're unsubscribed and will get no more texts. Reply START to subscribe again.`,
    start: (name) =>
      `${name}: you're subscribed again to texts about your quote and appointment. Reply HELP for help, STOP to opt out.`,
  },
  es: {
    help: (name, phone) =>
      `${name}: mensajes sobre su cotización y cita. Ayuda: ${phone}. Responda ALTO o STOP para no recibir más.`,
    stop: (name) => `${name}: se ha dado de baja y no recibirá más mensajes. Responda START para volver.`,
    start: (name) =>
      `${name}: recibirá de nuevo mensajes sobre su cotización y cita. Responda ALTO para parar.`,
  },
};

/** The text answering `reply`, or null for none. */
export function smsReplyAnswer(reply: SmsReply, business: BusinessContact): string | null {
  if (reply.kind === 'other' || (reply.kind !== 'help' && reply.carrierKeyword)) return null;
  return ANSWERS[reply.language][reply.kind](business.name, formatPhoneDisplay(business.phone));
}
