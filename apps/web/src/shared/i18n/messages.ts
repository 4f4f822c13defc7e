/**
 * The browser's messages (decision 0322): the page's language's catalog, precompiled by the funnel's build
 * (decision 0319), so react-intl formats without the ICU parser. A prerendered page carries its catalog in
 * the HTML (`<script type="application/json" id="pw-messages">`: no request, and the other language's
 * never loads); the app shell's pages load theirs as a chunk with the app.
 */
import { languageOfPath, type Language } from '@pw/funnel/language';
import type en from '@pw/funnel/catalogs/en';

export type WebMessages = typeof en;
export type WebMessageKey = keyof WebMessages;

/** The id of the element a prerendered page carries its catalog in. */
export const MESSAGES_ELEMENT_ID = 'pw-messages';

export interface PageI18n {
  readonly language: Language;
  readonly messages: WebMessages;
}

const loaders: Record<Language, () => Promise<{ default: WebMessages }>> = {
  en: () => import('@pw/funnel/catalogs/en'),
  es: () => import('@pw/funnel/catalogs/es'),
};

/** The language of this document: its path's (`/es/...` is Spanish), fixed for the document's life. */
export const documentLanguage = (): Language => languageOfPath(location.pathname);

/** The catalog the prerendered page carries, if it carries one. */
export function inlineMessages(): WebMessages | undefined {
  const text = document.getElementById(MESSAGES_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as WebMessages) : undefined;
}

/** The page's language with its catalog at once: a prerendered page's own (site islands, the welcome). */
export function pageI18n(): PageI18n {
  const messages = inlineMessages();
  if (!messages) throw new Error(`A prerendered page carries its catalog in #${MESSAGES_ELEMENT_ID}.`);
  return { language: documentLanguage(), messages };
}

/** The page's language with its catalog: the page's own, or the language's chunk (the app shell). */
export async function loadPageI18n(): Promise<PageI18n> {
  const language = documentLanguage();
  return { language, messages: inlineMessages() ?? (await loaders[language]()).default };
}
