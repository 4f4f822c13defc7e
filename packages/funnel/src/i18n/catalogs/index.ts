import type { Language } from '../language.js';
import { en, enWeb } from './en/index.js';
import { es, esWeb } from './es/index.js';

export type MessageKey = keyof typeof en;
/** The keys the browser shows: the web app's catalog. */
export type WebMessageKey = keyof typeof enWeb;
/** Every language's messages, keyed as the English source. */
export const CATALOGS: Readonly<Record<Language, Readonly<Record<MessageKey, string>>>> = { en, es };
/** What the web build bundles of each language (scripts/compile-catalogs.mjs precompiles it). */
export const WEB_CATALOGS: Readonly<Record<Language, Readonly<Record<WebMessageKey, string>>>> = {
  en: enWeb,
  es: esWeb,
};
