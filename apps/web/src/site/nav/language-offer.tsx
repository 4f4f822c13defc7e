import { useState, useSyncExternalStore } from 'react';
import { LANGUAGE_NAMES, pathInLanguage, preferredLanguage, type Language } from '@pw/funnel/language';
import { T, useLanguage, useT } from '../../shared/i18n';

const DISMISSED = 'pw_language_offer_dismissed';
const noSubscription = () => () => {};

/** The other language, when this browser's languages prefer it and the visitor has not said no. */
function offeredLanguage(language: Language): Language | null {
  try {
    if (sessionStorage.getItem(DISMISSED)) return null;
  } catch {
    // Storage refused (a private window's rules): offer anyway.
  }
  const preferred = preferredLanguage(navigator.languages.join(','));
  return preferred && preferred !== language ? preferred : null;
}

/**
 * The other language offered, never imposed (issue 41, decision 0322): an island that shows, once
 * hydrated and only to a browser whose languages prefer the other site, a line linking to the same page in
 * it. Fixed at the screen's foot, so it moves nothing on the page; dismissed for the tab's session.
 * Prerendered empty (the build cannot know the browser), so hydration matches.
 */
export default function LanguageOffer() {
  const language = useLanguage();
  const t = useT();
  const offered = useSyncExternalStore(
    noSubscription,
    () => offeredLanguage(language),
    () => null,
  );
  const [dismissed, setDismissed] = useState(false);
  if (!offered || dismissed) return null;
  const dismiss = () => {
    setDismissed(true);
    try {
      sessionStorage.setItem(DISMISSED, '1');
    } catch {
      // Not kept: the line shows again on the next page.
    }
  };
  const link = (
    <a
      href={`${pathInLanguage(location.pathname, offered)}${location.search}`}
      lang={offered}
      hrefLang={offered}
      className="font-semibold underline underline-offset-2"
    >
      {LANGUAGE_NAMES[offered]}
    </a>
  );
  return (
    <aside
      aria-label={t('language.switch')}
      data-testid="language-offer"
      className="fixed inset-x-0 bottom-0 z-40 flex items-center justify-center gap-3 bg-brand-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <p>
        <T id="language.offer" values={{ language: link }} />
      </p>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t('language.offer.dismiss')}
        className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-white/10"
      >
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
