import type { QuoteLine } from '../pricing/price-quote.js';
import type { AppointmentKind } from '../pricing/assessment.js';
import type { QuoteAnswers, QuoteSnapshot } from '../pricing/quote.schema.js';
import type { Language } from '../i18n/language.js';
import type { AppointmentStatus, FormType, LeadStatus, QuoteStatus, Stage } from './stages.js';

/**
 * One lead as the system knows it, in camelCase. The database row (lowercase, spec point 3) and the
 * webhook body (camelCase, spec point 7.3) are both projections of this model.
 */
export interface Lead {
  /**
   * The e-mail as the prospect first typed it (decision 0152): the lead is matched on it without regard
   * to case (`emailKey`), and a later capture spelling it differently keeps the first spelling, so a sheet
   * row keyed with it is still the one updated.
   */
  email: string;
  name: string;
  phone: string;
  address: string;
  propertyType: string;
  serviceNeeded: string;
  notes: string;
  stage: Stage;
  status: LeadStatus;
  quoteStatus: QuoteStatus | null;
  quotedPrice: number | null;
  quoteDetails: QuoteLine[] | null;
  /** The quote as it was given (issue 21): book version and every line; kept until the answers change. */
  quoteSnapshot: QuoteSnapshot | null;
  /** The size, add-on and code answers the quote was priced with. */
  quoteAnswers?: Pick<QuoteAnswers, 'sizes' | 'addOns' | 'code'>;
  appointmentDate: string | null;
  appointmentTime: string | null;
  appointmentTimestamp: string | null;
  scheduledTime: string | null;
  appointmentStatus: AppointmentStatus | null;
  /** What the booking is (decision 0254): set from the lead's own snapshot when it books; null before. */
  appointmentKind: AppointmentKind | null;
  source: string;
  partial: boolean;
  completed: boolean;
  formType: FormType;
  currentStep: string;
  conversionFunnel: string;
  conversionSource: string;
  querystring: string;
  /**
   * The prospect's language (issue 41, decision 0321): set by the first capture, changed by any later one
   * that carries a language (the latest wins); every page and message for the lead uses it. A lead folded
   * before issue 41 lacks it in its stored state: read it with `leadLanguage`.
   */
  language: Language;
  /** When the lead was first recorded (ISO). */
  timestamp: string;
  /** When it last changed (ISO), set by whoever applies the capture. */
  updatedAt: string;
}

/** The language of a lead as stored, English for one stored before issue 41 (decision 0321). */
export const leadLanguage = (lead: { language?: Language | null }): Language => lead.language ?? 'en';
