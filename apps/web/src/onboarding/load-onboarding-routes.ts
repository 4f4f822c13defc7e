/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The three tasks (see `loadOnboardingRoutes`). */
async function load() {
  await nextTask();
  await import('../shared/data/fetch-availability');
  await nextTask();
  await import('../shared/data/lead-storage');
  await nextTask();
  return import('./onboarding-routes');
}

let loading: ReturnType<typeof load> | null = null;

/**
 * Loads the wizard's route module in three tasks instead of one long one (decision 0182):
 * 1. The availability client, with zod and the calendar and availability schemas.
 * 2. The stored-lead module and the lead schemas it evaluates. In the other order this task built zod's
 *    and the calendar's schemas too, 80-115 ms on the phone profile (decision 0299).
 * 3. The wizard with the rest of its graph (charts, screens, the date picker).
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
