import { createContext, useContext, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALES, type Language } from '@pw/funnel/language';
import type { PageI18n } from './messages';

const LanguageContext = createContext<Language>('en');

/**
 * One tree's language and messages (decision 0322): every root (each island, the welcome's, the app) and
 * the prerender wrap their tree in it, with the same language and catalog, so hydration matches.
 */
export function I18nProvider({ i18n, children }: { i18n: PageI18n; children: ReactNode }) {
  return (
    <LanguageContext.Provider value={i18n.language}>
      <IntlProvider
        locale={LOCALES[i18n.language]}
        defaultLocale={LOCALES.en}
        messages={i18n.messages as unknown as Record<string, string>}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/** The language of the page being rendered. */
export const useLanguage = (): Language => useContext(LanguageContext);
