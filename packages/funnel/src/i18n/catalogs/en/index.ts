/**
 * The English catalog, the source language, one module per area (decision 0319). `enWeb` is what the
 * browser shows and is what the web build bundles (precompiled, scripts/compile-catalogs.mjs); `en` adds
 * what only the server sends (mails, texts, calendar files).
 */
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

export const enWeb = {
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
export const en = { ...enWeb, ...mails, ...texts, ...calendar, ...unsubscribe } as const;
