import { z } from 'zod';
import { FORM_TYPES, isAnalyticsOnly, STAGES, stageBooksSlot, stageNeedsEmail } from './stages.js';
import { LeadFieldsSchema, LIMITS, text } from './lead-fields.schema.js';
import { CaptureConsentSchema } from '../consent/consent.js';
import { isValidPhone } from '../contact/phone.js';
import { LanguageSchema } from '../i18n/language.js';

/**
 * Who sent a capture, from where and when: the part of a capture that is not its step. A resume link's
 * opening (`ResumeOpenSchema`) carries the same, so the server records it as a capture of this visit.
 * `captureId` is made by the client once per capture so retries are recognised; `visitId` ties the steps
 * of one anonymous visit together before the e-mail is known.
 */
export const CaptureEnvelopeSchema = z.strictObject({
  captureId: z.uuid({ error: 'must be a UUID' }),
  visitId: z.uuid({ error: 'must be a UUID' }),
  source: text(LIMITS.source),
  querystring: text(LIMITS.querystring),
  timestamp: z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }),
  /** The host of the site that sent the prospect here (not its path), when it was another site. */
  referrer: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+(:\d+)?$/i, { error: 'must be a host name' })
    .optional(),
  /**
   * The language of the page the capture was made on (decision 0319): the lead keeps its latest one, and
   * every later page and message for it uses it. Absent from clients older than issue 41: the lead's own
   * stays (English for a new one).
   */
  language: LanguageSchema.optional(),
});

/**
 * What one step sends to the server: its envelope, the stage and the fields. The browser builds it, the
 * server validates it again with this same object.
 */
export const CaptureSchema = CaptureEnvelopeSchema.extend({
  formType: z.enum(FORM_TYPES),
  stage: z.enum(STAGES),
  currentStep: text(LIMITS.currentStep),
  fields: LeadFieldsSchema,
  /**
   * Set by the browser outbox on a capture sent late (the server was unreachable when it was made): a
   * booking that then proves taken becomes a request to call back instead of a refusal (decision 0130).
   */
  deferred: z.boolean().optional(),
  /**
   * The text-message box of the step that shows it (the wizard's contact step, the booking modal's
   * contact step): ticked or not, with the version of the wording shown (decision 0220).
   */
  consent: CaptureConsentSchema.optional(),
  /** Honeypot: invisible to people; a bot that fills it is answered kindly and ignored. */
  website: z.string().max(200).optional(),
}).superRefine((capture, ctx) => {
  if (capture.consent?.sms.granted && !isValidPhone(capture.fields.phone ?? '')) {
    ctx.addIssue({
      code: 'custom',
      path: ['consent', 'sms', 'granted'],
      message: 'consent to text messages needs a valid phone number in fields.phone',
    });
  }
  if (isAnalyticsOnly(capture.stage) && Object.keys(capture.fields).length > 0) {
    ctx.addIssue({
      code: 'custom',
      path: ['fields'],
      message: `must be empty for ${capture.stage}: a view event carries no personal data`,
    });
  }
  if (stageNeedsEmail(capture.stage) && !capture.fields.email) {
    ctx.addIssue({
      code: 'custom',
      path: ['fields', 'email'],
      message: `an email is required for stage ${capture.stage}`,
    });
  }
  if (stageBooksSlot(capture.stage) && !(capture.fields.appointmentDate && capture.fields.appointmentTime)) {
    ctx.addIssue({
      code: 'custom',
      path: ['fields', 'appointmentDate'],
      message: 'an appointment date and time are required',
    });
  }
});
export type Capture = z.infer<typeof CaptureSchema>;

/** Turns zod issues into one sentence a person can read: "fields.email: must be a valid email address". */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const path = issue.path.join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}
