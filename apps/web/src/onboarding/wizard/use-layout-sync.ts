import { useEffect } from 'react';
import type { Layout } from '@pw/funnel';

/** The spec's narrow-screen breakpoint (768 px): below it the scheduler goes step by step. */
const MOBILE_QUERY = '(max-width: 767px)';

export function currentLayout(): Layout {
  return globalThis.matchMedia?.(MOBILE_QUERY).matches ? 'mobile' : 'desktop';
}

/** Tells the chart when the viewport crosses the breakpoint. */
export function useLayoutSync(send: (event: { type: 'layout.change'; layout: Layout }) => void) {
  useEffect(() => {
    const query = globalThis.matchMedia?.(MOBILE_QUERY);
    if (!query) return;
    const onChange = () => send({ type: 'layout.change', layout: query.matches ? 'mobile' : 'desktop' });
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [send]);
}
