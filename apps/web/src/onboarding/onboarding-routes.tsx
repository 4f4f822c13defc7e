import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { RESUME_LINK_PATH, type ResumeAnswer } from '@pw/funnel';
import { WithStatelyInspector } from '../dev/stately-inspector';
import { ResumeLinkNotice, ResumeLinkPage } from './resume/resume-link-page';
import type { ResumeOutcome } from './resume/resume-client';
import { ONBOARDING_BASE, segmentOf } from './wizard/use-route-sync';
import { OnboardingWizard } from './wizard/onboarding-wizard';
import { createActor } from 'xstate';
import { wizardMachineFor, wizardStartInput } from './wizard/use-onboarding-actor';
import { sharedLeadCapture } from '../shared/data/lead-capture.service';

/**
 * Ahead of the wizard's first render (decision 0306): builds its chart with the app's implementations,
 * and works out a start that is thrown away (an actor never started runs no action and no child), so the
 * render is not the first run of the chart's and the stored form's code, which a phone compiles then.
 */
export function prepareWizard(): void {
  createActor(wizardMachineFor(sharedLeadCapture()), { input: wizardStartInput(null) });
}

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
  const [notice, setNotice] = useState<string | null>(null);
  const onDone = useCallback(
    (outcome: ResumeOutcome) => {
      if (outcome.ok) setResume(outcome.answer);
      else setNotice(outcome.message);
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
      {notice && segmentOf(pathname) === 'welcome' && <ResumeLinkNotice message={notice} />}
      <WithStatelyInspector>
        {(inspect) => <OnboardingWizard inspect={inspect} resume={resume} />}
      </WithStatelyInspector>
    </>
  );
}
