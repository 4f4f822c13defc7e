import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pathInLanguage } from '@pw/funnel/language';
import { useLanguage } from './i18n-provider';
import type { WebMessageKey } from './messages';

type Values = Record<string, string | number | Date>;

/** `t(key, values)`: a message of the web catalog as a string (attributes, titles, `aria-label`). */
export function useT(): (key: WebMessageKey, values?: Values) => string {
  const intl = useIntl();
  return useCallback((key, values) => intl.formatMessage({ id: key }, values), [intl]);
}

/** A message as text, its tags (`<b>...</b>`) rendered by `values`' functions. */
export function T({
  id,
  values,
}: {
  id: WebMessageKey;
  values?: Record<string, React.ReactNode | ((chunks: React.ReactNode[]) => React.ReactNode)>;
}) {
  return <FormattedMessage id={id} values={values} />;
}

/**
 * A path of the site in the page's language, for plain `<a href>` (an island has no router; the router's
 * own links get the `/es` prefix from its basename): `/pricing` -> `/es/pricing` on a Spanish page.
 */
export function useLocalPath(): (path: string) => string {
  const language = useLanguage();
  return useCallback((path) => pathInLanguage(path, language), [language]);
}
