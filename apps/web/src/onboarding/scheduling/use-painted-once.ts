import { useEffect, useState } from 'react';

/**
 * False on a component's first render, true once the browser has painted the frame that render made:
 * a requestAnimationFrame callback runs just before that paint, and a timeout set from it runs after.
 * For work that should not hold up the frame a tap asked for (the scheduler's calendar, decision 0181).
 * A hidden tab paints nothing, so it stays false there until the tab is shown.
 */
export function usePaintedOnce(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
