/**
 * What the appointments' routes need of the leads (a higher feature: a capture books a slot), given by the
 * server (`leads/lead-ports.ts`): a change to a booking is recorded as a capture the server makes itself
 * (stored, on the lead's timeline, in the row and the webhook like any capture), and the fields the
 * booking's capture gave.
 */
import type {
  AppointmentChangeBy,
  AppointmentChangeStage,
  FunnelConfig,
  Language,
  LeadFields,
} from '@pw/funnel';
import type { MailSettings } from '../mail/booking-mails.js';
import type { Queryable, SqlDb } from '../store/sql-db.js';

export interface AppointmentChange {
  email: string;
  /** The booking changed: the change applies only while the lead still holds it (decision 0205). */
  bookingId: string;
  stage: AppointmentChangeStage;
  /** The new slot, for a reschedule. */
  slot?: { day: string; time: string };
  /** Who made it (the capture's step and source). */
  by: AppointmentChangeBy;
}

export interface AppointmentLeads {
  /**
   * Records the change. Resolves `{ queued }` (a webhook delivery was queued) or throws a `SlotError`
   * (appointments.repo) when a reschedule's slot is refused or the booking is no longer the lead's.
   */
  recordChange(
    db: SqlDb,
    change: AppointmentChange,
    meta: { now: Date; config: FunnelConfig; mail?: MailSettings; ownerAlerts?: boolean },
  ): Promise<{ queued: boolean }>;
  /** The fields the capture `captureId` (a booking's) gave, or null. */
  bookedFields(q: Queryable, captureId: string): Promise<LeadFields | null>;
  /** The lead's language (issue 41): its calendar file is in it. */
  languageOf(q: Queryable, email: string): Promise<Language>;
}
