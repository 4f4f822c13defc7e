/** The Spanish catalog: neutral US Spanish, usted (issue 41); its areas as the English one's. */
import { booking } from './booking.js';
import { calendar } from './calendar.js';
import { common } from './common.js';
import { home } from './home.js';
import { mails } from './mails.js';
import { manage } from './manage.js';
import { pages } from './pages.js';
import { pricing } from './pricing.js';
import { privacy } from './privacy.js';
import { scheduler } from './scheduler.js';
import { site } from './site.js';
import { texts } from './texts.js';
import { unsubscribe } from './unsubscribe.js';
import { wizard } from './wizard.js';
import { wizardNotices } from './wizard-notices.js';
import { wizardQuote } from './wizard-quote.js';
import { wizardResult } from './wizard-result.js';

export const esWeb = {
  ...common,
  ...site,
  ...home,
  ...pricing,
  ...privacy,
  ...wizard,
  ...wizardQuote,
  ...wizardResult,
  ...wizardNotices,
  ...scheduler,
  ...booking,
  ...manage,
  ...pages,
} as const;
export const es = { ...esWeb, ...mails, ...texts, ...calendar, ...unsubscribe } as const;
