/**
 * Messages in a language, for whatever is not React (the server's mails, texts and calendar files; the
 * funnel's own wording): the same FormatJS `IntlShape` that react-intl gives the web app, over the same
 * catalogs, so a message formats alike wherever it is sent from (decision 0319).
 */
import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { CATALOGS, type MessageKey } from './catalogs/index.js';
import { LOCALES, type Language } from './language.js';

export type MessageValues = Readonly<Record<string, string | number | Date>>;

export interface Translator {
  readonly language: Language;
  /** The message `key` with its ICU arguments filled in. */
  t(key: MessageKey, values?: MessageValues): string;
  /** FormatJS itself, for dates, numbers and lists in the language's locale. */
  readonly intl: IntlShape;
}

const cache = createIntlCache();
const translators = new Map<Language, Translator>();

/** The translator of `language`, made once (its formatters are cached). */
export function translator(language: Language): Translator {
  let made = translators.get(language);
  if (!made) {
    const intl = createIntl(
      {
        locale: LOCALES[language],
        defaultLocale: LOCALES.en,
        messages: CATALOGS[language],
        // A message that does not format is a bug the catalog tests exist to catch: never a silent key.
        onError: (error) => {
          throw error;
        },
      },
      cache,
    );
    made = {
      language,
      intl,
      t: (key, values) => intl.formatMessage({ id: key }, values as Record<string, string | number>),
    };
    translators.set(language, made);
  }
  return made;
}
