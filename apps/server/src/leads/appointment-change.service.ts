/**
 * Changes to a booked appointment made after the wizard, by the owner (admin) or the prospect (manage
 * link): each is recorded as a capture the server makes itself, with its own stage, so it is stored,
 * appears in the lead's timeline, updates the row and goes out through the webhook like any capture.
 */
import { randomUUID } from 'node:crypto';
import { toAppointment, type Capture, type FunnelConfig } from '@pw/funnel';
import type { AppointmentChange } from '../appointments/appointment-leads.js';
import type { MailSettings } from '../mail/booking-mails.js';
import type { SqlDb } from '../store/sql-db.js';
import { recordCapture } from './capture.service.js';

/**
 * Records the change. Resolves `{ queued }` (a webhook delivery was queued) or throws a `SlotError`
 * (appointments.repo) when a reschedule's slot is refused or the booking is no longer the lead's.
 */
export async function recordAppointmentChange(
  db: SqlDb,
  change: AppointmentChange,
  meta: { now: Date; config: FunnelConfig; mail?: MailSettings; ownerAlerts?: boolean },
): Promise<{ queued: boolean }> {
  const capture: Capture = {
    captureId: randomUUID(),
    visitId: randomUUID(),
    formType: 'onboarding',
    stage: change.stage,
    currentStep: change.by,
    fields: {
      email: change.email,
      ...(change.slot ? toAppointment(change.slot.day, change.slot.time) : {}),
    },
    source: change.by,
    querystring: '',
    timestamp: meta.now.toISOString(),
  };
  // The owner and the manage link's holder are proven: they act on the booking they name.
  const out = await recordCapture(db, capture, { ...meta, proof: { bookingId: change.bookingId } });
  return { queued: out.kind === 'accepted' && out.deliveryId !== null };
}
