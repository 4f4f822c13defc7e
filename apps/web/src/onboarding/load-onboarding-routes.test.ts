import { describe, expect, it } from 'vitest';
import { loadOnboardingRoutes } from './load-onboarding-routes';

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

  it("loads once: the welcome's hand-over and the router's lazy route share one promise (decision 0279)", () => {
    expect(loadOnboardingRoutes()).toBe(loadOnboardingRoutes());
  });
});
