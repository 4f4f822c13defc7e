import { useEffect, useState, type ReactNode } from 'react';
import type { InspectionEvent } from 'xstate';

/** What an actor reports to the Stately inspector (XState's `inspect` option). */
export type Inspect = (event: InspectionEvent) => void;

/** In a development build, does the page address ask for the inspector (`?inspect`)? */
function inspectorWanted(): boolean {
  return (
    import.meta.env.DEV &&
    typeof location !== 'undefined' &&
    new URLSearchParams(location.search).has('inspect')
  );
}

let loading: Promise<Inspect | undefined> | undefined;

/**
 * The Stately inspector, loaded once per page (the wizard and the booking modal report to the same
 * stately.ai pop-up, and a reopened modal does not open another). `import.meta.env.DEV` is a build-time
 * constant, so production bundles drop the import entirely.
 */
function loadInspector(): Promise<Inspect | undefined> {
  if (!import.meta.env.DEV) return Promise.resolve(undefined);
  loading ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    const inspector = createBrowserInspector();
    return (event: InspectionEvent) => inspector.inspect.next?.(event);
  });
  return loading;
}

/**
 * Renders `children` with the inspector's observer when the page was opened with `?inspect` in a
 * development build (after the inspector has loaded, so the chart's actor reports from its first state),
 * and at once without it everywhere else. Used by every chart the app runs: the wizard and the booking
 * modal (docs/machines.md).
 */
export function WithStatelyInspector({
  children,
}: {
  children: (inspect: Inspect | undefined) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<{ inspect?: Inspect } | null>(() => (inspectorWanted() ? null : {}));
  useEffect(() => {
    if (loaded) return;
    let live = true;
    void loadInspector().then((inspect) => {
      if (live) setLoaded(inspect ? { inspect } : {});
    });
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded ? children(loaded.inspect) : null;
}
