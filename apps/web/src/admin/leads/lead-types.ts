/** The shapes the inbox and a lead's page read from the admin API (docs/server.md). */
import type { Delivery, LeadContactState, SubmissionRow } from '@pw/funnel';

/** One `onboarding_submissions` row as the API returns it (@pw/funnel's `SubmissionRow`), with its booked slot. */
export type LeadRow = SubmissionRow & {
  appointment?: { date: string; time: string } | null;
  /** Where the owner stands with the lead (the inbox's rows carry it, decision 0209). */
  contact?: LeadContactState;
};

export interface LeadPage {
  items: LeadRow[];
  total: number;
  totalCapped: boolean;
  nextCursor: string | null;
}

export interface TimelineEvent {
  captureId: string;
  stage: string;
  formType: string;
  currentStep: string;
  fields: Record<string, unknown>;
  source: string;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
  device: string;
  receivedAt: string;
}

export interface LeadDetail {
  lead: LeadRow;
  model: { notes?: string; quoteDetails?: { name: string; price: number }[] | null } | null;
  appointment: { date: string; time: string; bookedAt: string } | null;
  events: TimelineEvent[];
  contact: LeadContactState;
  deliveries: Delivery[];
}
