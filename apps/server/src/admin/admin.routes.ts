/**
 * `/api/admin/*`: sign-in (`POST /session`) and the session check (`GET /session`, `{ signedIn: false }`
 * when signed out) are the only routes open without a session (`auth/session.routes.ts`); every other
 * route answers 401 without one, and every call that changes anything needs the session's CSRF token in
 * the `x-csrf-token` header (403 otherwise). Sign-in attempts are rate-limited per client.
 */
import type { FastifyInstance } from 'fastify';
import { analyticsRoutes } from '../analytics/funnel.routes.js';
import { ownerSessions } from '../auth/session.routes.js';
import type { AdminOptions } from './admin-options.js';
import { alertsRoutes } from '../alerts/alerts.routes.js';
import { appointmentsRoutes } from '../appointments/appointments.routes.js';
import { consentRecordRoutes } from '../consent/consent.routes.js';
import { dataFieldsRoutes } from '../leads/data-fields.routes.js';
import { demoDataRoutes } from '../demo/demo-data.routes.js';
import { deliveriesRoutes } from './deliveries.routes.js';
import { followUpsRoutes } from '../follow-ups/follow-ups.routes.js';
import { leadContactsRoutes } from '../leads/lead-contacts.routes.js';
import { leadsRoutes } from '../leads/inbox.routes.js';
import { priceBookAdminRoutes } from '../pricing/price-book-admin.routes.js';
import { pushSubscriptionsRoutes } from '../push/push-subscriptions.routes.js';
import { resumeLinkRoutes } from '../leads/resume-link.routes.js';
import { settingsRoutes } from '../webhooks/webhook-settings.routes.js';
import { storeInUse } from './store-in-use.js';
import { stopFollowUpsOnWithdrawal } from '../follow-ups/follow-ups.repo.js';
import { readSubmission } from '../leads/sql-lead.store.js';
import { appointmentLeads } from '../leads/lead-ports.js';

/** The owner's API under `/api/admin`: the session and its guard first, then every owner route behind it. */
export function adminRoutes(app: FastifyInstance, o: AdminOptions): Promise<void> {
  ownerSessions(app, {
    ...o,
    sessionFacts: () => ({ store: storeInUse(o.db.kind, o.supabaseMirror ?? false) }),
  });
  settingsRoutes(app, o);
  alertsRoutes(app, o);
  pushSubscriptionsRoutes(app, o);
  dataFieldsRoutes(app, o);
  demoDataRoutes(app, o);
  leadContactsRoutes(app, o);
  followUpsRoutes(app, o);
  consentRecordRoutes(app, {
    ...o,
    leadOf: readSubmission,
    stopFollowUps: stopFollowUpsOnWithdrawal(o.config),
  });
  leadsRoutes(app, o);
  resumeLinkRoutes(app, o);
  deliveriesRoutes(app, o);
  analyticsRoutes(app, o);
  appointmentsRoutes(app, { ...o, leads: appointmentLeads });
  priceBookAdminRoutes(app, o);
  return Promise.resolve();
}
