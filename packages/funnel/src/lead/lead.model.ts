import { emailKey } from '../contact/email.js';
import { DEFAULT_PRICE_BOOK } from '../pricing/default-price-book.js';
import type { VersionedPriceBook } from '../pricing/price-book.schema.js';
import type { QuoteContext } from '../pricing/quote.js';
import { quoteOnce, type QuoteMemo } from '../pricing/quote-once.js';
import { appointmentKindOf } from '../pricing/assessment.js';
import type { Capture } from './capture.schema.js';
import { leadLanguage, type Lead } from './lead.js';
import { DEFAULT_LANGUAGE } from '../i18n/language.js';
import { conversionOf } from './lead-attribution.js';
import { completionFlags, isReturnVisit, stageBooksSlot, type Stage } from './stages.js';

/** The stages that price the lead's quote. */
export const QUOTE_STAGES: readonly Stage[] = [
  'quote_details',
  'result_page_viewed',
  'quote_viewed',
  'quote_accepted',
  'appointment_scheduled',
];

/** Whether two spellings are the same address as far as matching a lead goes. */
function sameEmail(a: string, b: string): boolean {
  return emailKey(a) === emailKey(b);
}

function emptyLead(capture: Capture, receivedAt: string): Lead {
  return {
    email: '',
    name: '',
    phone: '',
    address: '',
    propertyType: '',
    serviceNeeded: '',
    notes: '',
    stage: capture.stage,
    status: 'in_progress',
    quoteStatus: null,
    quotedPrice: null,
    quoteDetails: null,
    quoteSnapshot: null,
    appointmentDate: null,
    appointmentTime: null,
    appointmentTimestamp: null,
    scheduledTime: null,
    appointmentStatus: null,
    appointmentKind: null,
    language: capture.language ?? DEFAULT_LANGUAGE,
    source: capture.source,
    partial: true,
    completed: false,
    formType: capture.formType,
    currentStep: capture.currentStep,
    ...conversionOf(capture.formType, capture.querystring),
    querystring: capture.querystring,
    timestamp: capture.timestamp,
    updatedAt: receivedAt,
  };
}

/**
 * What a lead is priced with: the book in force, the business day (yyyy-MM-dd; the UTC day of the
 * capture when not given) and what the server knows of the prospect (`QuoteContext`).
 */
export interface LeadPricing {
  readonly book: VersionedPriceBook;
  readonly today?: string;
  readonly context?: QuoteContext;
  /** The capture's quotes so far (`quoteOnce`): set, each question is priced once per capture. */
  readonly quotes?: QuoteMemo;
}

/**
 * Folds one capture into a lead. Text fields the capture carries replace the old ones (an empty text
 * never erases a known value); the quote is recomputed from the answers with the book in force, never
 * taken from a client, and a quote already given is kept while its answers stay the same, so a resumed or
 * rescheduled lead keeps its price after the owner changes the book.
 */
export function applyCapture(
  lead: Lead | undefined,
  capture: Capture,
  receivedAt: string,
  pricing: LeadPricing = { book: DEFAULT_PRICE_BOOK },
): Lead {
  const base = lead ?? emptyLead(capture, receivedAt);
  const f = capture.fields;
  const pick = (value: string | undefined, old: string) => (value ? value : old);
  const next: Lead = {
    ...base,
    email: base.email && f.email && sameEmail(base.email, f.email) ? base.email : pick(f.email, base.email),
    name: pick(f.name, base.name),
    phone: pick(f.phone, base.phone),
    address: pick(f.address, base.address),
    propertyType: pick(f.propertyType, base.propertyType),
    serviceNeeded: pick(f.serviceNeeded, base.serviceNeeded),
    notes: pick(f.notes, base.notes),
    // The latest capture that says its page's language wins; one that does not (an older client, the
    // owner's change of a booking) keeps the lead's (decision 0321).
    language: capture.language ?? leadLanguage(base),
    ...stageAndFlags(base, capture.stage),
    source: capture.source || base.source,
    formType: capture.formType,
    currentStep: capture.currentStep,
    querystring: capture.querystring || base.querystring,
    ...conversionOf(capture.formType, capture.querystring || base.querystring),
    updatedAt: receivedAt,
  };
  // Only the capture that reserves a slot sets the appointment: later captures may carry stale or forged
  // appointment fields, and the lead must only ever show the slot the server holds (decision 0131).
  if (stageBooksSlot(capture.stage) && f.appointmentDate && f.appointmentTime) {
    next.appointmentDate = f.appointmentDate;
    next.appointmentTime = f.appointmentTime;
    next.appointmentTimestamp = f.appointmentTimestamp ?? next.appointmentTimestamp;
  }
  if (QUOTE_STAGES.includes(capture.stage) && capture.formType === 'onboarding') {
    Object.assign(next, priceLead(base, next, f, pricing, receivedAt));
  }
  if (capture.stage === 'quote_viewed' && next.quotedPrice !== null) next.quoteStatus = 'generated';
  if (capture.stage === 'quote_accepted') next.quoteStatus = 'accepted';
  // The server's snapshot, never the browser, says whether the booking is an on-site assessment.
  if (capture.stage === 'appointment_scheduled') next.appointmentKind = appointmentKindOf(next.quoteSnapshot);
  // The booking modal's Submit ('Schedule Your Free Assessment') asks for a free on-site assessment with
  // no time chosen (decision 0267); a lead holding a booked time keeps that booking's kind.
  if (capture.formType === 'bookingModal' && capture.stage === 'process_completed' && !next.appointmentDate)
    next.appointmentKind = 'assessment';
  if (stageBooksSlot(capture.stage)) {
    next.appointmentStatus = 'scheduled';
    next.scheduledTime = next.appointmentTimestamp;
  }
  if (capture.stage === 'appointment_cancelled') {
    Object.assign(next, NO_APPOINTMENT, { appointmentStatus: 'cancelled' });
  }
  if (capture.stage === 'appointment_confirmed' && next.appointmentDate) next.appointmentStatus = 'confirmed';
  if (capture.stage === 'appointment_done' && next.appointmentDate) next.appointmentStatus = 'done';
  if (capture.stage === 'process_completed' && next.appointmentStatus === 'scheduled')
    next.appointmentStatus = 'confirmed';
  return next;
}

/** The quote fields after a pricing capture: the same answers keep the quote given, others are priced anew. */
function priceLead(
  base: Lead,
  next: Lead,
  f: Capture['fields'],
  pricing: LeadPricing,
  receivedAt: string,
): Pick<Lead, 'quotedPrice' | 'quoteDetails' | 'quoteSnapshot' | 'quoteAnswers'> {
  const answers = {
    sizes: f.sizes ?? base.quoteAnswers?.sizes,
    addOns: f.addOns ?? base.quoteAnswers?.addOns,
    code: f.promotionCode ?? base.quoteAnswers?.code,
  };
  const same =
    base.quoteSnapshot !== null &&
    base.propertyType === next.propertyType &&
    base.serviceNeeded === next.serviceNeeded &&
    JSON.stringify(answers) === JSON.stringify(base.quoteAnswers ?? {});
  if (same) {
    const { quotedPrice, quoteDetails, quoteSnapshot, quoteAnswers } = base;
    return { quotedPrice, quoteDetails, quoteSnapshot, ...(quoteAnswers ? { quoteAnswers } : {}) };
  }
  const today = pricing.today ?? receivedAt.slice(0, 10);
  const input = { propertyType: next.propertyType, services: next.serviceNeeded, ...answers };
  const priced = quoteOnce(pricing.quotes, pricing.book, input, today, pricing.context);
  if (!priced.ok)
    return { quotedPrice: null, quoteDetails: null, quoteSnapshot: null, quoteAnswers: answers };
  const { lines, total, assessment } = priced.quote;
  return {
    // A job the owner sees first was offered an assessment, not this price (decision 0254).
    quotedPrice: assessment ? null : total,
    quoteDetails: lines.map(({ name, price }) => ({ name, price })),
    quoteSnapshot: priced.quote,
    quoteAnswers: answers,
  };
}

/** A lead without a held slot. */
export const NO_APPOINTMENT = {
  appointmentDate: null,
  appointmentTime: null,
  appointmentTimestamp: null,
  scheduledTime: null,
} as const satisfies Partial<Lead>;

/**
 * The stage and flags after a capture. A lead that completed stays completed (decision 0131): a later
 * visit (`resumed_session`, `resumed_from_link`) is recorded in the timeline without moving the stage, and a new quote from
 * the same e-mail updates the lead without turning the row or the sheet back to in progress.
 */
function stageAndFlags(base: Lead, stage: Stage): Pick<Lead, 'stage' | 'partial' | 'completed' | 'status'> {
  if (!base.completed) return { stage, ...completionFlags(stage) };
  return {
    stage: isReturnVisit(stage) ? base.stage : stage,
    ...completionFlags('process_completed'),
  };
}
