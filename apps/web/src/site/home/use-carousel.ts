import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Horizontal distance (px) a pointer must travel for a swipe to change slides. */
export const SWIPE_THRESHOLD = 50;

/** Index, bounded moves and swipe handlers of a one-slide-at-a-time carousel. */
export function useCarousel(count: number) {
  const [index, setIndex] = useState(0);
  const startX = useRef<number | null>(null);
  const previous = useCallback(() => setIndex((i) => Math.max(0, i - 1)), []);
  const next = useCallback(() => setIndex((i) => Math.min(count - 1, i + 1)), [count]);
  const swipeHandlers = {
    onPointerDown: (e: PointerEvent) => {
      startX.current = e.clientX;
    },
    onPointerUp: (e: PointerEvent) => {
      if (startX.current === null) return;
      const dx = e.clientX - startX.current;
      startX.current = null;
      if (dx <= -SWIPE_THRESHOLD) next();
      else if (dx >= SWIPE_THRESHOLD) previous();
    },
    onPointerCancel: () => {
      startX.current = null;
    },
  };
  return { index, previous, next, atStart: index === 0, atEnd: index === count - 1, swipeHandlers };
}
