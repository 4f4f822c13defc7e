/**
 * Shapes the admin API answers and the owner's pages read, written once here so the server that builds
 * them and the page that shows them cannot drift apart (docs/server.md lists the routes): the server's
 * routes declare these as their answers, so a renamed field fails typecheck on both sides.
 */
import type { AvailabilitySettings } from '../calendar/availability-settings.schema.js';
import type { ContactChannel, LeadMark, LeadOutcome, ResponseTimeFigures } from '../lead/lead-contact.js';
import type { Language } from '../i18n/language-paths.js';
import type { FunnelStep } from '../lead/stages.js';
import type { AppointmentKind } from '../pricing/assessment.js';

/** One booked appointment as `GET /api/admin/appointments` lists it. */
export interface BookedAppointment {
  id: number;
  day: string;
  time: string;
  status: string;
  /** A quoted job, or a free on-site assessment (decision 0254). */
  kind: AppointmentKind;
  email: string;
  name: string | null;
  phone: string | null;
  address: string | null;
  services: string | null;
  price: number | null;
}

/** Leads, quotes and bookings with their values, for one value of a breakdown (analytics report). */
export interface ValueRow {
  value: string;
  leads: number;
  quoted: number;
  booked: number;
  quotedValue: number;
  bookedValue: number;
}

/** A lead who stopped at a funnel step, with the quote left on the table. */
export interface StoppedLead {
  email: string;
  name: string | null;
  phone: string | null;
  quotedPrice: number | null;
  lastActivity: string | null;
}

/** The leads who stopped at one step (analytics report). */
export interface StoppedStep {
  stage: string;
  leads: number;
  /** The quoted value of the leads who stopped here. */
  leftOnTable: number;
  /** The most valuable of them first. */
  items: StoppedLead[];
}

/** One funnel step as marketing reads it (analytics report). */
export interface StepFigures {
  stage: FunnelStep;
  visits: number;
  /** Share of the previous step's visits that reached this one (0..1); null for the first step. */
  conversion: number | null;
  /** Share of the first step's visits that reached this one (0..1); null without visits. */
  overall: number | null;
  /** Visits that reached this step and not the next (0 on the last step). */
  dropOff: number;
}

/** One value of a dimension (source, medium, campaign, device) with the visits at each funnel step. */
export interface BreakdownRow {
  value: string;
  visits: Record<FunnelStep, number>;
}

/** One UTC day's distinct visits at each step that has any (e.g. `{ screen_viewed: 12 }`). */
export interface TrendDay {
  day: string;
  visits: Partial<Record<string, number>>;
}

/** Marketing's lead-level figures (they read leads, not visits). */
export interface LeadsReport {
  totals: Omit<ValueRow, 'value'>;
  byPropertyType: ValueRow[];
  byService: ValueRow[];
  /** Bookings made in the range, and the median minutes from the lead's first event to its booking. */
  toBooking: { bookings: number; medianMinutes: number | null };
  stopped: StoppedStep[];
  /** Leads who joined the waitlist in the range: their address was outside the service area (decision 0253). */
  waitlist: number;
}

/** The response-time figures of one source (analytics report, decision 0209). */
export interface ResponseTimeRow extends ResponseTimeFigures {
  value: string;
}

/** How fast the owner answered the leads that became reachable in the range (decision 0209). */
export interface ResponseTimeReport {
  overall: ResponseTimeFigures;
  bySource: ResponseTimeRow[];
}

/** Leads that got follow-ups, those of them who booked after one, and the value of those bookings. */
export interface RecoveryFigures {
  followedUp: number;
  recovered: number;
  recoveredValue: number;
}

/** How a followed-up lead's sequence ended, or that it still runs (the sequence's drop-outs). */
export type FollowUpOutcome = 'recovered' | 'running' | 'returned' | 'noAnswer' | 'withdrawn' | 'owner';

/**
 * The follow-ups' recoveries (issue 20): the leads whose first follow-up went out in the range; by
 * message, the leads that got it and those who booked after it (before the next); by source; and how
 * each sequence ended.
 */
export interface FollowUpReport extends RecoveryFigures {
  byMessage: (RecoveryFigures & { message: number })[];
  bySource: (RecoveryFigures & { value: string })[];
  outcomes: { outcome: FollowUpOutcome; leads: number }[];
}

/** `GET /api/admin/analytics/report`: everything the Analytics page shows (decision 0121). */
export interface AnalyticsReport extends LeadsReport {
  responseTime: ResponseTimeReport;
  followUps: FollowUpReport;
  from: string;
  to: string;
  steps: StepFigures[];
  bySource: BreakdownRow[];
  byMedium: BreakdownRow[];
  byCampaign: BreakdownRow[];
  byDevice: BreakdownRow[];
  /** The funnel's steps of the visits in each language (issue 41, decision 0326). */
  stepsByLanguage: Record<Language, StepFigures[]>;
  trend: TrendDay[];
}

/** `GET/PUT /api/admin/availability` (and `/availability/reset`): the owner's availability settings. */
export interface AvailabilityView {
  settings: AvailabilitySettings;
  isDefault: boolean;
  timeZone: string;
  /** On a fresh install: the demo days blocked until the owner saves their own availability. */
  demoBlockedDays: string[];
  window: { first: string; last: string };
  emailEnabled: boolean;
  /** After a save: appointments already booked on days now blocked. */
  bookingsOnBlockedDays?: BookedAppointment[];
}

/** The outboxes' health, `GET /api/admin/deliveries/summary`, for the banner on every admin page. */
export interface DeliverySummary {
  /** No webhook URL is saved or configured: deliveries wait. */
  missingUrl: boolean;
  /** Webhook deliveries waiting, those of them that failed at least once, and those given up. */
  pending: number;
  failing: number;
  dead: number;
  /**
   * The e-mails that failed at least once, those given up, and those in doubt (their server died mid-send:
   * never sent again, decision 0308); null when e-mail is off.
   */
  mail: { failing: number; dead: number; inDoubt: number } | null;
  /** The text messages that failed at least once, those given up (decision 0211) and those in doubt. */
  sms: { failing: number; dead: number; inDoubt: number };
  /** The push alerts to the owner's devices that failed at least once and those given up (decision 0214). */
  push: { failing: number; dead: number };
}

/** One mark the owner put on a lead (its timeline shows each; decision 0209). */
export interface LeadMarkEvent {
  mark: LeadMark;
  channel: ContactChannel | null;
  /** Who marked it (the owner's account). */
  by: string;
  at: string;
}

/** Where the owner stands with a lead: when it became reachable, the first contact, the outcome. */
export interface LeadContactState {
  /** The first capture that carried its e-mail (the prospect's own, not a test); null: not reachable. */
  reachableAt: string | null;
  /** The owner's first `contacted` mark. */
  firstContact: LeadMarkEvent | null;
  /** Minutes from `reachableAt` to the first contact (1 decimal); null until both are known. */
  responseMinutes: number | null;
  /** The latest won or lost mark. */
  outcome: LeadOutcome;
  /** Every mark, oldest first. */
  marks: LeadMarkEvent[];
}

/** A reachable lead nobody has contacted yet, as "Waiting for you" lists it (oldest first). */
export interface WaitingLead {
  email: string;
  emailAsTyped: string | null;
  name: string | null;
  phone: string | null;
  services: string | null;
  propertyType: string | null;
  quotedPrice: number | null;
  stage: string | null;
  reachableAt: string;
}

/** `GET /api/admin/leads/waiting`: the oldest waiting leads (up to `limit`) and how many wait in all. */
export interface WaitingLeads {
  items: WaitingLead[];
  total: number;
}

/** One attempt of a webhook delivery, as the deliveries log and the lead page show it. */
export interface DeliveryAttempt {
  attempt: number;
  url: string;
  startedAt: string;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  /** The start of the receiver's answer. */
  response: string | null;
}

/** One webhook delivery as `GET /api/admin/deliveries` and the lead page (`deliveries`) answer it. */
export interface Delivery {
  id: string;
  /** The `webhook-id` header, stable across retries. */
  webhookId: string;
  /** The lead's e-mail key. */
  email: string;
  capture_id: string | null;
  status: 'pending' | 'delivered' | 'dead';
  attempts: number;
  next_attempt_at: string;
  last_status: number | null;
  last_error: string | null;
  created_at: string;
  delivered_at: string | null;
  /** The webhook body as sent (the spec's flat object). */
  body: Record<string, unknown>;
  attemptLog: DeliveryAttempt[];
}

/** `GET /api/admin/deliveries?status&email&page&pageSize`: one page of the delivery log. */
export interface DeliveryPage {
  items: Delivery[];
  total: number;
  page: number;
  pageSize: number;
}
