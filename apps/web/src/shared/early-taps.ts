import { useEffect, useEffectEvent } from 'react';

/**
 * What the prerendered pages' inline script (`scripts/early-taps-script.mjs`) leaves on `window`: the keys
 * of the `data-tap` controls tapped before they were live, in order, and the keys that are live now.
 */
interface EarlyTaps {
  q: string[];
  live: Set<string>;
}

declare global {
  interface Window {
    __earlyTaps?: EarlyTaps;
  }
}

/**
 * Marks `keys` live (from now on their taps reach React) and takes the taps recorded on them before, in
 * the order they were made. A page without the inline script (the app shell) records nothing.
 */
export function takeEarlyTaps(keys: readonly string[], taps = window.__earlyTaps): string[] {
  if (!taps) return [];
  for (const key of keys) {
    taps.live.add(key);
    // Read by the pages bench and the early-tap browser test: when this control became interactive.
    performance.mark(`tap-live ${key}`);
  }
  const taken = taps.q.filter((key) => keys.includes(key));
  for (const key of new Set(taken)) markBusy(key, false);
  // The same array the inline script pushes to: emptied of these keys in place.
  const kept = taps.q.filter((key) => !keys.includes(key));
  taps.q.splice(0, taps.q.length, ...kept);
  return taken;
}

/**
 * Shows the `data-tap` controls of `key` as busy (pressed, with a spinner: `styles.css`) or no longer.
 * The inline script marks a control tapped before it was live; `takeEarlyTaps` unmarks it as its taps
 * are served, and a control whose tap goes on loading (the welcome's start) marks itself again.
 */
export function markBusy(key: string, busy = true): void {
  for (const control of document.querySelectorAll(`[data-tap="${CSS.escape(key)}"]`))
    control.toggleAttribute('data-busy', busy);
}

/**
 * Records a tap on `key` for the component that will serve it, as the inline script records a tap made
 * before hydration. A stand-in that is live before that component has loaded (the welcome's island, whose
 * Continue the wizard serves: decision 0279) hands its taps on this way; the component takes them with
 * `useEarlyTaps` once it runs. A page without the inline script gets the queue here.
 */
export function holdTap(key: string): void {
  (window.__earlyTaps ??= { q: [], live: new Set() }).q.push(key);
}

/**
 * Replays, once the component that renders them has hydrated (or rendered), the taps made on its
 * `data-tap` controls before it had: `replay(key)` runs once per recorded tap, in order, through the
 * component's own code. A control whose repeated taps would show something twice (a dialog, a step) must
 * make `replay` idempotent (decision 0217).
 */
export function useEarlyTaps(keys: readonly string[], replay: (key: string) => void): void {
  // The latest `replay`, without replaying again when it changes.
  const onTap = useEffectEvent(replay);
  const joined = keys.join('\n');
  useEffect(() => {
    for (const key of takeEarlyTaps(joined.split('\n'))) onTap(key);
  }, [joined]);
}
