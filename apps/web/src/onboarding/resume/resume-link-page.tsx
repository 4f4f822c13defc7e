import { useEffect } from 'react';
import { T, useLanguage, useT } from '../../shared/i18n';
import { openResumeLink, type ResumeOutcome } from './resume-client';

/**
 * The page a resume link opens (`/onboarding/resume#<token>`, decision 0234) while the server answers:
 * the token is read from the fragment and sent once; `onDone` gets the quote or the sentence to show.
 */
export function ResumeLinkPage({
  token,
  onDone,
}: {
  token: string;
  onDone: (outcome: ResumeOutcome) => void;
}) {
  useEffect(() => {
    let live = true;
    void openResumeLink(token).then((outcome) => {
      if (live) onDone(outcome);
    });
    return () => {
      live = false;
    };
  }, [token, onDone]);
  return (
    <main className="flex min-h-screen items-center justify-center bg-sky-50 px-3">
      <p role="status" className="text-lg text-slate-700">
        <T id="resume.opening" />
      </p>
    </main>
  );
}

/**
 * The sentence for a link that did not open, shown above the welcome screen (no other lead's data): the
 * catalog's for a link the server refused (`link_invalid`, its `RESUME_LINK_REFUSED` in English) or could
 * not answer; for another refusal (a malformed request) the server's own in English, the catalog's
 * refusal in another language (the API answers in English).
 */
export function ResumeLinkNotice({ outcome }: { outcome: Extract<ResumeOutcome, { ok: false }> }) {
  const t = useT();
  const language = useLanguage();
  const message =
    outcome.problem === 'unreachable'
      ? t('resume.unreachable')
      : outcome.code === 'link_invalid' || language !== 'en'
        ? t('resume.refused')
        : outcome.message;
  return (
    <aside aria-label={t('resume.notice')} className="bg-amber-50 px-3 py-3 text-center text-slate-900">
      <p role="status">{message}</p>
    </aside>
  );
}
