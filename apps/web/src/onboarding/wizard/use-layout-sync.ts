import { useEffect } from 'react';
import type { Layout } from '@pw/funnel';

/** The spec's narrow-screen breakpoint (768 px): below it the scheduler goes step by step. */
const MOBILE_QUERY = '(max-width: 767px)';

const layoutOf = (query: MediaQueryList | undefined): Layout => (query?.matches ? 'mobile' : 'desktop');

export function currentLayout(): Layout {
  return layoutOf(globalThis.matchMedia?.(MOBILE_QUERY));
}

interface LayoutActor {
  send: (event: { type: 'layout.change'; layout: Layout }) => void;
}

/**
 * Tells the chart when the viewport crosses the breakpoint. It subscribes once per actor: creating the
 * query forces a style recalculation, which cost every wizard tap 13-17 ms on a slowed phone CPU while
 * it ran on each render (decision 0201).
 */
export function useLayoutSync(actor: LayoutActor) {
  useEffect(() => {
    const query = globalThis.matchMedia?.(MOBILE_QUERY);
    if (!query) return;
    const onChange = () => actor.send({ type: 'layout.change', layout: layoutOf(query) });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [actor]);
}
