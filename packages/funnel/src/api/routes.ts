/**
 * Every route of the HTTP API with what it takes and what it answers: the one map the server's routes
 * are declared from (`route(app, 'GET /api/admin/leads', …)` must return this answer) and the web's
 * client infers its answers from (`apiGet('/api/admin/leads', …)`). Error answers are `ApiError`s.
 * A new route is one line here; its shapes go in the route group's own file beside this one.
 * Path parameters (`:email`) come from the path itself (`ApiParams`); `query` values are texts.
 */
import type { z } from 'zod';
import type { AlertSettingsInput, AlertSettingsView } from '../alerts/alert-settings.schema.js';
import type { AlertTest, AlertTestAnswer } from './alert-test.js';
import type { PriceBookSchema } from '../pricing/price-book.schema.js';
import type { PriceBookAnswer, PublicPriceBookAnswer } from './price-book.js';
import type { PromotionCodesAnswer } from './promotion-codes.js';
import type { PushDevicesView, PushSubscriptionBody, PushTestAnswer } from './push-subscriptions.js';
import type {
  AnalyticsReport,
  AvailabilityView,
  DeliveryPage,
  DeliverySummary,
  WaitingLeads,
} from '../admin/admin-responses.js';
import type { LeadListQuerySchema } from '../admin/admin-query.schema.js';
import type { LeadMarkSchema } from '../admin/lead-mark.schema.js';
import type { AvailabilitySettingsSchema } from '../calendar/availability-settings.schema.js';
import type { AvailabilityResponse } from '../calendar/availability.schema.js';
import type { CrewSettingsSchema } from '../calendar/crew-hours.schema.js';
import type { CrewsView } from './crews.js';
import type { CaptureSchema } from '../lead/capture.schema.js';
import type { ManagedBooking, SlotMove } from '../lead/manage-link.js';
import type { AppointmentsAnswer, AppointmentStatusChange } from './appointments.js';
import type { FunnelAnswer } from './analytics.js';
import type { CaptureAnswer } from './capture-answer.js';
import type { OkAnswer, OptionalRangeQuerySchema } from './common.js';
import type { ConsentRecord, ConsentWithdrawal } from './consent-record.schema.js';
import type { DataFieldsAnswer, DataFieldsSave } from './data-fields.js';
import type { DemoDataAnswer } from './demo-data.js';
import type { DeliveryListQuerySchema, RedeliverDeadAnswer } from './deliveries.js';
import type { FollowUpText } from '../follow-ups/follow-up-message.js';
import type {
  FollowUpPreviewBody,
  FollowUpSettings,
  LeadFollowUpsView,
} from '../follow-ups/follow-up-settings.js';
import type {
  LeadDetail,
  LeadMarkAnswer,
  LeadPage,
  LeadRowAnswer,
  LeadSave,
  WaitingQuerySchema,
} from './leads.js';
import type { ResumeAnswer } from '../machines/onboarding-wizard/onboarding-wizard.resume.schema.js';
import type { ResumeLinkMinted, ResumeOpen } from './resume-link.js';
import type { PasswordChange, SessionAnswer, SignIn, SignInAnswer } from './session.js';
import type { WebhookSettings, WebhookSettingsSave, WebhookTest, WebhookTestOutcome } from './settings.js';

/** A query string as a client writes it: the schema's parameters, each a text (or a number). */
type QueryOf<S extends z.ZodType> = { [K in keyof z.output<S>]?: string | number };
type RangeQuery = QueryOf<typeof OptionalRangeQuerySchema>;

export interface ApiRoutes {
  // The prospect's routes.
  'POST /api/captures': { body: z.input<typeof CaptureSchema>; answer: CaptureAnswer };
  'GET /api/availability': { query: RangeQuery; answer: AvailabilityResponse };
  'GET /api/bookings/:token': { answer: ManagedBooking };
  /** The booking as an iCalendar file (`text/calendar`). */
  'GET /api/bookings/:token/ics': { answer: string };
  'POST /api/bookings/:token/reschedule': { body: SlotMove; answer: OkAnswer };
  'POST /api/bookings/:token/cancel': { body: Record<string, never>; answer: OkAnswer };
  'POST /api/resume': { body: ResumeOpen; answer: ResumeAnswer };
  /** The book in force without the promotions not advertised, and the business's time zone (ETag; 304 when unchanged). */
  'GET /api/price-book': { answer: PublicPriceBookAnswer };

  // The owner's session.
  'GET /api/admin/session': { answer: SessionAnswer };
  'POST /api/admin/session': { body: SignIn; answer: SignInAnswer };
  'DELETE /api/admin/session': { answer: OkAnswer };
  'POST /api/admin/password': { body: PasswordChange; answer: OkAnswer };

  // Settings.
  'GET /api/admin/settings': { answer: WebhookSettings };
  'PUT /api/admin/settings': { body: WebhookSettingsSave; answer: WebhookSettings };
  'POST /api/admin/settings/reset': { answer: WebhookSettings };
  'POST /api/admin/settings/signing-secret': { answer: WebhookSettings };
  'POST /api/admin/settings/test': { body: WebhookTest; answer: WebhookTestOutcome };
  // Sample data (Settings -> Test Data, decision 0317): what is there, fill, remove.
  'GET /api/admin/demo-data': { answer: DemoDataAnswer };
  'POST /api/admin/demo-data': { answer: DemoDataAnswer };
  'DELETE /api/admin/demo-data': { answer: DemoDataAnswer };
  'GET /api/admin/alerts': { answer: AlertSettingsView };
  'PUT /api/admin/alerts': { body: AlertSettingsInput; answer: AlertSettingsView };
  'POST /api/admin/alerts/test': { body: AlertTest; answer: AlertTestAnswer };
  'GET /api/admin/push-subscriptions': { answer: PushDevicesView };
  'POST /api/admin/push-subscriptions': { body: PushSubscriptionBody; answer: PushDevicesView };
  'DELETE /api/admin/push-subscriptions/:id': { answer: PushDevicesView };
  'POST /api/admin/push-subscriptions/:id/test': { answer: PushTestAnswer };

  // Leads.
  'POST /api/admin/data-fields': { body: DataFieldsSave; answer: DataFieldsAnswer };
  'GET /api/admin/leads': { query: QueryOf<typeof LeadListQuerySchema>; answer: LeadPage };
  /** Every lead the filters match, as CSV (`text/csv`). */
  'GET /api/admin/leads.csv': { query: QueryOf<typeof LeadListQuerySchema>; answer: string };
  'GET /api/admin/leads/waiting': { query: QueryOf<typeof WaitingQuerySchema>; answer: WaitingLeads };
  'GET /api/admin/leads/:email': { answer: LeadDetail };
  'PUT /api/admin/leads': { body: LeadSave; answer: LeadRowAnswer };
  'POST /api/admin/leads/:email/marks': { body: z.input<typeof LeadMarkSchema>; answer: LeadMarkAnswer };
  'POST /api/admin/leads/:email/resume-link': { answer: ResumeLinkMinted };
  'GET /api/admin/leads/:email/consent': { answer: ConsentRecord };
  /** The same record as CSV (`text/csv`), one row per ledger row. */
  'GET /api/admin/leads/:email/consent.csv': { answer: string };
  'POST /api/admin/leads/:email/consent/withdrawals': { body: ConsentWithdrawal; answer: ConsentRecord };
  'GET /api/admin/leads/:email/follow-ups': { answer: LeadFollowUpsView };

  // The follow-up sequence (issue 20): the owner's settings and a preview of unsaved templates.
  'GET /api/admin/follow-ups/settings': { answer: FollowUpSettings };
  'PUT /api/admin/follow-ups/settings': { body: FollowUpSettings; answer: FollowUpSettings };
  'POST /api/admin/follow-ups/preview': { body: FollowUpPreviewBody; answer: FollowUpText };

  // Deliveries.
  'GET /api/admin/deliveries': { query: QueryOf<typeof DeliveryListQuerySchema>; answer: DeliveryPage };
  'GET /api/admin/deliveries/summary': { answer: DeliverySummary };
  'POST /api/admin/deliveries/redeliver-dead': { answer: RedeliverDeadAnswer };
  'POST /api/admin/deliveries/:id/redeliver': { answer: OkAnswer };

  // Analytics.
  'GET /api/admin/analytics/funnel': { query: RangeQuery; answer: FunnelAnswer };
  'GET /api/admin/analytics/report': { query: RangeQuery; answer: AnalyticsReport };

  // Prices (issue 21): a PUT saves the whole book as the next version.
  'GET /api/admin/price-book': { answer: PriceBookAnswer };
  'PUT /api/admin/price-book': { body: z.input<typeof PriceBookSchema>; answer: PriceBookAnswer };
  'GET /api/admin/promotion-codes': { answer: PromotionCodesAnswer };

  // Appointments and availability.
  'GET /api/admin/availability': { answer: AvailabilityView };
  'PUT /api/admin/availability': {
    body: z.input<typeof AvailabilitySettingsSchema>;
    answer: AvailabilityView;
  };
  'POST /api/admin/availability/reset': { answer: AvailabilityView };
  'GET /api/admin/crews': { answer: CrewsView };
  'PUT /api/admin/crews': { body: z.input<typeof CrewSettingsSchema>; answer: CrewsView };
  'GET /api/admin/appointments': { query: RangeQuery; answer: AppointmentsAnswer };
  'POST /api/admin/appointments/:id/status': { body: AppointmentStatusChange; answer: OkAnswer };
  'POST /api/admin/appointments/:id/move': { body: SlotMove; answer: OkAnswer };
}
