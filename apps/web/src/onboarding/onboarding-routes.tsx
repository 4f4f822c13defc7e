import { useEffect, useState } from 'react';
import type { InspectionEvent } from 'xstate';
import { loadInspector } from './wizard/stately-inspector';
import { OnboardingWizard } from './wizard/onboarding-wizard';

type Inspect = (event: InspectionEvent) => void;

/**
 * Everything under /onboarding/* (mounted lazily by the app's router). The wizard itself maps each
 * sub-path to a chart state; /onboarding and unknown sub-paths show the welcome screen.
 */
export default function OnboardingRoutes() {
  const [inspector, setInspector] = useState<{ inspect?: Inspect } | null>(import.meta.env.DEV ? null : {});
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    void loadInspector().then((inspect) => setInspector({ inspect }));
  }, []);
  if (!inspector) return null;
  return <OnboardingWizard inspect={inspector.inspect} />;
}
