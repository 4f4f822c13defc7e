/** The prospect's pages in English and Spanish (issue 41, decision 0322). */
export { I18nProvider, useLanguage } from './i18n-provider';
export { T, useLocalPath, useT } from './use-t';
export { loadPageI18n, pageI18n, type PageI18n, type WebMessageKey, type WebMessages } from './messages';
export { LanguageSwitch } from './language-switch';
export { siteDay } from './site-day';
export type { Translate } from './translate';
