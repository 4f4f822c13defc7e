import { nextTask } from '../shared/timing/next-task';

/** The four tasks (see `loadOnboardingRoutes`). */
async function load() {
  await nextTask();
  await import('../shared/data/fetch-availability');
  await nextTask();
  await import('../shared/data/lead-storage');
  await nextTask();
  const routes = await import('./onboarding-routes');
  await nextTask();
  routes.prepareWizard();
  return routes;
}

let loading: ReturnType<typeof load> | null = null;

/**
 * Loads the wizard's route module in four tasks instead of one long one (decision 0182):
 * 1. The availability client, with zod and the calendar and availability schemas.
 * 2. The stored-lead module and the lead schemas it evaluates. In the other order this task built zod's
 *    and the calendar's schemas too, 80-115 ms on the phone profile (decision 0299).
 * 3. The wizard with the rest of its graph (charts, screens, the date picker).
 * 4. The wizard's chart with the app's implementations (`prepareWizard`), which the wizard's first
 *    render would otherwise build: 25-30 ms on a phone's main thread in one piece (decision 0306).
 * A first task set up date formatting (ICU) for the chart's start until that start stopped reading the
 * business's today (decision 0303): the analysing screen sets it up now.
 * Lighthouse's phone counts each task 4x and blocks on the part over 50 ms, so a task this size is the
 * difference. The modules are the same instances the wizard imports.
 *
 * Loaded once: the welcome's island starts it before the app renders (decision 0279), and the router's
 * lazy route then gets the same promise, already settled, instead of four more tasks to wait. A failed
 * load is forgotten, so the next call tries again.
 */
export function loadOnboardingRoutes(): ReturnType<typeof load> {
  loading ??= load().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
