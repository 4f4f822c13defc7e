/**
 * What lower features are given of the leads by the server, since they may not import them (a capture
 * moves a lead's follow-up sequence and books its slot, so the follow-ups and the appointments sit below
 * the leads): the follow-up worker's lead state and resume links, the appointments' changes recorded as
 * captures.
 */
import { emailKey, leadLanguage, type Language } from '@pw/funnel';
import { lastBoxLead } from '../consent/consent-ledger.repo.js';
import { lastTextedLead } from '../sms/sms.store.js';
import type { Queryable } from '../store/sql-db.js';
import type { AppointmentLeads } from '../appointments/appointment-leads.js';
import type { FollowUpLeads } from '../follow-ups/follow-up.worker.js';
import { recordAppointmentChange } from './appointment-change.service.js';
import { fieldsOfCapture, leadStateOf } from './lead-events.repo.js';
import { mintResumeLink } from './resume-link.service.js';
import { currentPriceBook } from '../pricing/price-book.repo.js';

export const appointmentLeads: AppointmentLeads = {
  recordChange: recordAppointmentChange,
  bookedFields: fieldsOfCapture,
  languageOf: async (q, email) => leadLanguage((await leadStateOf(q, emailKey(email))) ?? {}),
};

/**
 * The language of the lead a number's texts were about (issue 41): the lead of the latest follow-up text
 * to it, else of the latest box ticked with it; null for a number no lead gave.
 */
export async function languageOfNumber(q: Queryable, phone: string): Promise<Language | null> {
  const email = (await lastTextedLead(q, phone)) ?? (await lastBoxLead(q, phone));
  const lead = email ? await leadStateOf(q, emailKey(email)) : null;
  return lead ? leadLanguage(lead) : null;
}

export const followUpLeads: FollowUpLeads = {
  stateOf: leadStateOf,
  resumeLink: mintResumeLink,
  priceBook: async (q) => (await currentPriceBook(q)).book,
};
