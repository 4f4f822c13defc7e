/**
 * The English catalog, the source language, one module per area (decision 0319). `enWeb` is what the
 * browser shows and is what the web build bundles (precompiled, scripts/compile-catalogs.mjs); `en` adds
 * what only the server sends (mails, texts, calendar files).
 */
import { calendar } from './calendar.js';
import { common } from './common.js';
import { mails } from './mails.js';
import { texts } from './texts.js';
import { unsubscribe } from './unsubscribe.js';

export const enWeb = { ...common } as const;
export const en = { ...enWeb, ...mails, ...texts, ...calendar, ...unsubscribe } as const;
