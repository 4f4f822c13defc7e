import { DEFAULT_PRICE_BOOK } from '../pricing/default-price-book.js';
import type { VersionedPriceBook } from '../pricing/price-book.schema.js';
import type { QuoteLine } from '../pricing/price-quote.js';
import type { QuoteContext } from '../pricing/quote.js';
import { quoteOnce, type QuoteMemo } from '../pricing/quote-once.js';
import { appointmentKindOf, type AppointmentKind } from '../pricing/assessment.js';
import type { QuoteAnswers, QuoteSnapshot } from '../pricing/quote.schema.js';
import type { Capture } from './capture.schema.js';
import {
  completionFlags,
  isReturnVisit,
  stageBooksSlot,
  type AppointmentStatus,
  type FormType,
  type LeadStatus,
  type QuoteStatus,
  type Stage,
} from './stages.js';
import {
  columnsOf,
  submissionColumnNames,
  SUBMISSION_COLUMNS,
  type ColumnDef,
  type SubmissionColumn,
  type SubmissionPatch,
} from './submission-row.js';

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
  /** When the lead was first recorded (ISO). */
  timestamp: string;
  /** When it last changed (ISO), set by whoever applies the capture. */
  updatedAt: string;
}

/** The stages that price the lead's quote. */
export const QUOTE_STAGES: readonly Stage[] = [
  'quote_details',
  'result_page_viewed',
  'quote_viewed',
  'quote_accepted',
  'appointment_scheduled',
];

/** Marketing attribution: which funnel, and which source (utm_source, else 'direct'). */
export function conversionOf(
  formType: FormType,
  querystring: string,
): { conversionFunnel: string; conversionSource: string } {
  return {
    conversionFunnel: formType === 'bookingModal' ? 'booking_modal' : 'onboarding_wizard',
    conversionSource: queryParam(querystring, 'utm_source')?.trim().slice(0, 100) || 'direct',
  };
}

/** Reads one parameter of a query string (`?a=1&b=2`), without relying on a DOM or Node global. */
export function queryParam(querystring: string, name: string): string | undefined {
  for (const pair of querystring.replace(/^\?/, '').split('&')) {
    const [key = '', value = ''] = pair.split('=');
    try {
      if (decodeURIComponent(key) === name) return decodeURIComponent(value.replace(/\+/g, ' '));
    } catch {
      // A malformed escape is not this parameter.
    }
  }
  return undefined;
}

/** The e-mail as a lead is matched and keyed: trimmed and lower-cased (decision 0152). */
export function emailKey(email: string): string {
  return email.trim().toLowerCase();
}

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

const FULL_LEAD: readonly SubmissionColumn[] = [
  'name',
  'phone',
  'address',
  'propertytype',
  'serviceneeded',
  'quotestatus',
  'quoted_price',
  'quote_snapshot',
];

const APPOINTMENT_COLUMNS: readonly SubmissionColumn[] = ['scheduled_time', 'appointmentstatus'];

/** The lead's details each step writes (spec 7.1); any other step writes the full lead. */
const STEP_COLUMNS: Partial<Record<Stage, readonly SubmissionColumn[]>> = {
  name_completed: ['name'],
  contact_completed: ['phone', 'name'],
  address_completed: ['address'],
  // The waitlist keeps the contact details and the address; a quote given earlier stays.
  waitlist_joined: ['name', 'phone', 'address'],
  property_type_completed: ['propertytype'],
  service_type_completed: ['serviceneeded'],
  size_completed: ['serviceneeded'],
  appointment_scheduled: [...FULL_LEAD, 'scheduled_time', 'appointmentstatus', 'appointment_kind'],
  process_completed: ['appointmentstatus', 'appointment_kind'],
  appointment_rescheduled: APPOINTMENT_COLUMNS,
  appointment_cancelled: APPOINTMENT_COLUMNS,
  appointment_confirmed: APPOINTMENT_COLUMNS,
  appointment_done: APPOINTMENT_COLUMNS,
};

/** The columns written only on the steps that list them; every other column is written on every capture. */
const STEP_SCOPED = new Set([...FULL_LEAD, ...Object.values(STEP_COLUMNS).flat()]);

/**
 * The columns one capture writes: the e-mail (the key), every column that is not step-scoped (stage,
 * flags, attribution, `timestamp`, which the store keeps from the first capture) and the step's own.
 * `updated_at` is the store's to set.
 */
export function dbPatchFor(lead: Lead): SubmissionPatch {
  const step = STEP_COLUMNS[lead.stage] ?? FULL_LEAD;
  const everyCapture = submissionColumnNames().filter((c) => !STEP_SCOPED.has(c));
  return { email: lead.email, ...columnsOf(lead, [...step, ...everyCapture]) };
}

/** The flat camelCase body Zapier receives (spec point 7.3); top-level keys map to sheet columns. */
export type WebhookBody = Record<string, string | number | boolean>;

/** `value` as JSON text with every object's keys in sorted order. */
function sortedJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * The body: the e-mail, the notes and the step, every column's field (under its webhook key, left out
 * while null), the capture's own time, the quote lines and the appointment the prospect chose.
 */
export function webhookBodyFor(lead: Lead, capture: Capture): WebhookBody {
  const body: WebhookBody = { email: lead.email, notes: lead.notes, currentStep: lead.currentStep };
  for (const def of Object.values(SUBMISSION_COLUMNS) as ColumnDef[]) {
    const value = lead[def.field];
    if (def.webhook === false || value === null) continue;
    // A JSON column (the quote snapshot) goes as JSON text: Zapier maps flat fields to sheet columns. Its
    // keys sorted: a value read back from jsonb has another key order than the one just computed, and the
    // same lead must give the same body either way.
    body[def.webhook ?? def.field] =
      def.type === 'jsonb' ? sortedJson(value) : (value as string | number | boolean);
  }
  body.timestamp = capture.timestamp;
  if (lead.quoteDetails) body.quoteDetails = JSON.stringify(lead.quoteDetails);
  if (lead.appointmentDate) body.appointmentDate = lead.appointmentDate;
  if (lead.appointmentTime) body.appointmentTime = lead.appointmentTime;
  if (lead.appointmentTimestamp) body.appointmentTimestamp = lead.appointmentTimestamp;
  return body;
}
