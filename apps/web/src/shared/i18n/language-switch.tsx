import { LANGUAGE_NAMES, LANGUAGES, pathInLanguage } from '@pw/funnel/language';
import { useLanguage } from './i18n-provider';
import { useT } from './use-t';

/**
 * "English | Español" (decision 0322): the page's language, and a real link to the same place in the
 * other (`path`: the place in English form, e.g. `/onboarding/size`, with its query), which the browser
 * loads as a document of its own; the wizard's answers and step are in this browser's storage, so the
 * other language opens where the prospect was.
 */
export function LanguageSwitch({ path, className = '' }: { path: string; className?: string }) {
  const language = useLanguage();
  const t = useT();
  return (
    <ul aria-label={t('language.switch')} className={`flex items-center text-sm ${className}`}>
      {LANGUAGES.map((each, i) => (
        <li key={each} className={`${i > 0 ? 'border-l border-slate-300' : ''} px-1.5`}>
          {each === language ? (
            <span aria-current="true" className="font-semibold text-slate-900">
              {LANGUAGE_NAMES[each]}
            </span>
          ) : (
            <a
              href={pathInLanguage(path, each)}
              lang={each}
              hrefLang={each}
              data-language-switch={each}
              className="inline-flex min-h-11 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
            >
              {LANGUAGE_NAMES[each]}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
