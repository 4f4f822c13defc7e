/**
 * Runs `run` at the browser's first idle moment, or after `timeout` ms at the latest; where the browser
 * has no idle callbacks (Safari before 18), after `fallbackMs`.
 */
export function afterIdle(
  run: () => void,
  { timeout, fallbackMs = 1 }: { timeout?: number; fallbackMs?: number } = {},
): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, timeout ? { timeout } : undefined);
  else setTimeout(run, fallbackMs);
}
