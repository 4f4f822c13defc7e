/**
 * @pw/funnel: the pure domain of the lead funnel. No DOM, fetch, storage, environment or clock reads:
 * time and side effects come in as arguments and as actors provided with `machine.provide()`.
 */
export * from './config/funnel-config.js';
export * from './pricing/price-quote.js';
export * from './pricing/price-book.schema.js';
export * from './pricing/default-price-book.js';
export * from './pricing/quote.schema.js';
export * from './pricing/quote.js';
export * from './contact/phone.js';
export * from './contact/email.js';
export * from './contact/sms-segments.js';
export * from './validation/wizard-validation.js';
export * from './calendar/calendar.js';
export * from './calendar/day.schema.js';
export * from './calendar/availability.schema.js';
export * from './calendar/availability-rules.js';
export * from './calendar/appointment-ics.js';
export * from './lead/stages.js';
export * from './lead/lead-fields.schema.js';
export * from './lead/capture.schema.js';
export * from './lead/lead.model.js';
export * from './lead/submission-row.js';
export * from './lead/storage-keys.js';
export * from './lead/manage-link.js';
export * from './lead/lead-access.js';
export * from './lead/lead-contact.js';
export * from './consent/consent.js';
export * from './consent/unsubscribe.js';
export * from './api/consent-record.schema.js';
export * from './follow-up/follow-up-timing.js';
export * from './follow-up/follow-up.machine.js';
export * from './machines/index.js';
export * from './alerts/alert-settings.schema.js';
export * from './alerts/owner-alert.js';
export * from './alerts/owner-alert-sms.js';
export * from './api/api-error.js';
export type * from './api/capture-answer.js';
export * from './api/sms-settings.js';
export * from './api/alert-test.js';
export * from './api/resume-link.js';
export * from './alerts/push-alert.js';
export * from './api/push-subscriptions.js';
export * from './api/price-book.js';
export * from './admin/admin-query.schema.js';
export * from './admin/lead-mark.schema.js';
export type * from './admin/admin-responses.js';
