/** Resolves in a later task, so the browser can paint and handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Loads the wizard's route module in four tasks instead of one long one (decision 0182):
 * 1. Date formatting's set-up. The chart's start asks for the business's today, and a page's first
 *    `Intl.DateTimeFormat` costs about 10 ms of CPU here (ICU loads its locale and pattern data once per
 *    page), which sat inside React's first render of the wizard. Any zone warms it; the business's zone
 *    costs well under a millisecond afterwards.
 * 2. The stored-lead module and the lead schemas it evaluates (about 7 ms).
 * 3. The availability client and the calendar and availability schemas.
 * 4. The wizard with the rest of its graph (charts, screens, the date picker).
 * Lighthouse's phone counts each task 4x and blocks on the part over 50 ms, so a task this size is the
 * difference. The modules are the same instances the wizard imports.
 */
export async function loadOnboardingRoutes() {
  await nextTask();
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'longOffset' }).format(0);
  await nextTask();
  await import('../shared/data/lead-storage');
  await nextTask();
  await import('../shared/data/fetch-availability');
  await nextTask();
  return import('./onboarding-routes');
}
