import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RESUME_LINK_PATH, type ResumeAnswer } from '@pw/funnel';
import { WithStatelyInspector } from '../shared/dev-tools/stately-inspector';
import { ResumeLinkNotice, ResumeLinkPage } from './resume/resume-link-page';
import type { ResumeOutcome } from './resume/resume-client';
import { ONBOARDING_BASE, segmentOf } from './wizard/use-route-sync';
import { OnboardingWizard } from './wizard/onboarding-wizard';

// For the wizard's loader (load-onboarding-routes.ts), which runs it in a task of its own.
export { prepareWizard } from './wizard/use-onboarding-actor';

/**
 * Everything under /onboarding/* (mounted lazily by the app's router). The wizard itself maps each
 * sub-path to a chart state; /onboarding and unknown sub-paths show the welcome screen. A resume link
 * (`/onboarding/resume#<token>`) is opened first: the wizard then starts from the server's answer, at
 * the step where the prospect stopped, or on the welcome screen with a sentence when the link is refused.
 */
export default function OnboardingRoutes() {
  const { pathname, hash, search } = useLocation();
  const navigate = useNavigate();
  const [resume, setResume] = useState<ResumeAnswer | null>(null);
  const [notice, setNotice] = useState<Extract<ResumeOutcome, { ok: false }> | null>(null);
  const onDone = useCallback(
    (outcome: ResumeOutcome) => {
      if (outcome.ok) setResume(outcome.answer);
      else setNotice(outcome);
      // Leaving the link's address also drops its token from the address bar and the history.
      const step = outcome.ok ? outcome.answer.step : 'welcome';
      void navigate(`${ONBOARDING_BASE}/${step}${search}`, { replace: true });
    },
    [navigate, search],
  );

  if (`/${segmentOf(pathname)}` === RESUME_LINK_PATH.slice(ONBOARDING_BASE.length)) {
    return <ResumeLinkPage token={hash.replace(/^#/, '')} onDone={onDone} />;
  }
  return (
    <>
      {notice && segmentOf(pathname) === 'welcome' && <ResumeLinkNotice outcome={notice} />}
      <WithStatelyInspector>
        {(inspect) => <OnboardingWizard inspect={inspect} resume={resume} />}
      </WithStatelyInspector>
    </>
  );
}
