/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The four tasks (see `loadOnboardingRoutes`). */
async function load() {
  await nextTask();
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
  await nextTask();
  await import('../shared/data/fetch-availability');
  await nextTask();
  await import('../shared/data/lead-storage');
  await nextTask();
  return import('./onboarding-routes');
}

let loading: ReturnType<typeof load> | null = null;

/**
 * Loads the wizard's route module in four tasks instead of one long one (decision 0182):
 * 1. Date formatting's set-up. The chart's start asks for the business's today, and a page's first
 *    `Intl.DateTimeFormat` costs about 10 ms of CPU here (ICU loads its locale and pattern data once per
 *    page), which sat inside React's first render of the wizard. Any zone warms it; the business's zone
 *    costs well under a millisecond afterwards.
 * 2. The availability client, with zod and the calendar and availability schemas.
 * 3. The stored-lead module and the lead schemas it evaluates. In the other order this task built zod's
 *    and the calendar's schemas too, 80-115 ms on the phone profile (decision 0299).
 * 4. The wizard with the rest of its graph (charts, screens, the date picker).
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
