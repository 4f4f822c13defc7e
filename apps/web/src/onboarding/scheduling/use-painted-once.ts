import { useEffect, useState } from 'react';
import { afterNextPaint } from '../../shared/timing/after-next-paint';

/**
 * False on a component's first render, true once the browser has painted the frame that render made.
 * For work that should not hold up the frame a tap asked for (the scheduler's calendar, decision 0181).
 * A hidden tab paints nothing, so it stays false there until the tab is shown.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
