import { describe, expect, it, vi } from 'vitest';
import { onboardingWizardMachine } from '@pw/funnel';
import { createLeadCapture, sharedLeadCapture } from '../shared/data/lead-capture.service';
import { loadOnboardingRoutes } from './load-onboarding-routes';
import { wizardMachineFor } from './wizard/use-onboarding-actor';

describe('the wizard route loader', () => {
  it('resolves to the wizard route module, after yielding to other tasks on the way', async () => {
    // Loaded once already, so only the loader's own yields can let a timeout run before it resolves.
    const wizard = await import('./onboarding-routes');
    await import('../shared/data/lead-storage');
    let otherTaskRan = false;
    setTimeout(() => (otherTaskRan = true), 0);
    const routes = await loadOnboardingRoutes();
    expect(routes.default).toBe(wizard.default);
    expect(otherTaskRan).toBe(true);
  });

  it("builds the wizard's chart for the page's capture client on the way, once per client", async () => {
    const provide = vi.spyOn(onboardingWizardMachine, 'provide');
    await loadOnboardingRoutes();
    provide.mockClear();
    const built = wizardMachineFor(sharedLeadCapture());
    expect(provide).not.toHaveBeenCalled(); // built on the way, not at the wizard's first render
    expect(wizardMachineFor(sharedLeadCapture())).toBe(built);
    expect(wizardMachineFor(createLeadCapture())).not.toBe(built);
    expect(provide).toHaveBeenCalledTimes(1);
    provide.mockRestore();
  });

  it("loads once: the welcome's hand-over and the router's lazy route share one promise (decision 0279)", () => {
    expect(loadOnboardingRoutes()).toBe(loadOnboardingRoutes());
  });
});
