import type { ReactElement, ReactNode } from 'react';
import { render, type RenderOptions } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createIntl } from 'react-intl';
import { languageOfPath, LOCALES, type Language } from '@pw/funnel';
import en from '@pw/funnel/catalogs/en';
import es from '@pw/funnel/catalogs/es';
import { I18nProvider, type Translate, type WebMessages } from './shared/i18n';
import { routerBasename } from './app/route-paths';

const CATALOGS: Record<Language, WebMessages> = { en, es };

/** `children` in `language` with its precompiled catalog, or with `messages` (the pseudo-locale's). */
export function InLanguage({
  language = 'en',
  messages,
  children,
}: {
  language?: Language;
  messages?: Record<string, string>;
  children: ReactNode;
}) {
  const catalog = (messages ?? CATALOGS[language]) as WebMessages;
  return <I18nProvider i18n={{ language, messages: catalog }}>{children}</I18nProvider>;
}

/** Renders `ui` in English (as the prerender does), for a component with no router. */
export function renderInEnglish(ui: ReactElement, options?: RenderOptions) {
  return render(ui, { ...options, wrapper: ({ children }) => <InLanguage>{children}</InLanguage> });
}

/** Renders a component inside a router at `path`, in the path's language (`/es/...` is Spanish). */
export function renderAt(ui: ReactElement, path = '/') {
  const language = languageOfPath(path);
  return render(
    <InLanguage language={language}>
      <MemoryRouter initialEntries={[path]} basename={routerBasename(language)}>
        {ui}
      </MemoryRouter>
    </InLanguage>,
  );
}

/** `t` in `language`, as `useT()` gives it, for code that formats outside React. */
export function translateIn(language: Language = 'en'): Translate {
  const intl = createIntl({
    locale: LOCALES[language],
    messages: CATALOGS[language] as unknown as Record<string, string>,
  });
  return (key, values) => intl.formatMessage({ id: key }, values);
}
