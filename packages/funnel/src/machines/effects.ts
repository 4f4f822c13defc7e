/**
 * The vocabulary both charts share: what their side effects receive (`captureLead`, `notify`,
 * `logError`) and the toast both show when a submission fails. The wizard and the booking modal import it
 * from here, not from each other; the defaults both put in `setup` are in `effect-defaults.ts`.
 */
import type { WebMessageKey } from '../i18n/catalogs/index.js';
import type { LeadFields } from '../lead/lead-fields.schema.js';
import type { Stage } from '../lead/stages.js';

/** What the app's `captureLead` actor receives; it adds ids, source, query string and timestamp. */
export interface CaptureLeadInput {
  readonly stage: Stage;
  /** The route of the step the capture belongs to. */
  readonly currentStep: string;
  readonly fields: LeadFields;
  /**
   * The text-message consent box, on the capture of the step that shows it (the contact step): ticked or
   * not. The app adds the version of the wording it showed (`smsConsentOf`); other captures leave it out.
   */
  readonly smsConsent?: boolean;
}

/**
 * A toast, as catalog keys (decision 0324): the app shows their messages in the page's language; `values`
 * are the messages' arguments (a size question: the owner's words).
 */
export interface NotifyParams {
  readonly title: WebMessageKey;
  readonly description?: WebMessageKey;
  readonly values?: Readonly<Record<string, string>>;
  readonly variant: 'destructive' | 'default';
  /** `'step'`: about the current step only (a validation message); the app closes it when the step is left. */
  readonly scope?: 'step';
}

export interface LogErrorParams {
  readonly message: string;
  readonly error: unknown;
}

/** Toast both charts show when sending the lead failed (spec point 8). */
export const SUBMISSION_ERROR: NotifyParams = {
  title: 'notice.submission',
  description: 'notice.submission.description',
  variant: 'destructive',
};
