/**
 * Runs `run` at the browser's first idle moment, or after `timeout` ms at the latest; where the browser
 * has no idle callbacks (Safari before 18), after `fallbackMs`. Returns what cancels it (an effect's
 * cleanup, for one).
 */
export function afterIdle(
  run: () => void,
  { timeout, fallbackMs = 1 }: { timeout?: number; fallbackMs?: number } = {},
): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, timeout ? { timeout } : undefined);
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}
