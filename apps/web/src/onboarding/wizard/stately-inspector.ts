import type { InspectionEvent } from 'xstate';

/**
 * The Stately inspector, in development builds only and only when the page address has `?inspect`.
 * `import.meta.env.DEV` is a build-time constant, so production bundles drop the import entirely.
 */
export async function loadInspector(): Promise<((event: InspectionEvent) => void) | undefined> {
  if (!import.meta.env.DEV) return undefined;
  if (!new URLSearchParams(globalThis.location.search).has('inspect')) return undefined;
  const { createBrowserInspector } = await import('@statelyai/inspect');
  const inspector = createBrowserInspector();
  return (event) => inspector.inspect.next?.(event);
}
