/** One lead as its page shows it: the row, the folded model, the timeline, the deliveries, the slot. */
import type { LeadDetail } from '@pw/funnel';
import { leadStateOf, timelineOf } from './lead-events.repo.js';
import type { Queryable } from '../store/sql-db.js';
import { contactStates } from './lead-contacts.repo.js';
import { readSubmission } from './sql-lead.store.js';
import { heldAppointment } from '../appointments/appointments.repo.js';
import { listDeliveries } from '../webhooks/outbox.store.js';

/** Every delivery of a lead is shown up to this many (newest first). */
const DELIVERY_LIMIT = 200;

export async function leadDetail(q: Queryable, email: string): Promise<LeadDetail | null> {
  const lead = await readSubmission(q, email);
  if (!lead) return null;
  const [state, s, events, deliveries, contacts] = await Promise.all([
    leadStateOf(q, lead.email),
    heldAppointment(q, { email: lead.email }),
    timelineOf(q, lead.email),
    listDeliveries(q, { email: lead.email, limit: DELIVERY_LIMIT, offset: 0 }),
    contactStates(q, [lead.email]),
  ]);
  return {
    lead,
    model: state,
    appointment: s
      ? {
          date: s.day,
          time: s.time,
          bookedAt: s.bookedAt.toISOString(),
        }
      : null,
    events,
    contact: contacts.get(lead.email)!,
    deliveries: deliveries.items,
  };
}
