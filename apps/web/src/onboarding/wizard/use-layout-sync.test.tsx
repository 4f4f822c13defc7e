import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLayoutSync } from './use-layout-sync';

describe('useLayoutSync', () => {
  afterEach(() => vi.restoreAllMocks());

  it('subscribes to the breakpoint once however often the wizard renders, and tells the chart when it is crossed', () => {
    let listener: (() => void) | undefined;
    const query = {
      matches: false,
      addEventListener: (_: string, l: () => void) => (listener = l),
      removeEventListener: vi.fn(),
    };
    const matchMedia = vi.spyOn(window, 'matchMedia').mockReturnValue(query as unknown as MediaQueryList);
    const actor = { send: vi.fn() };
    const { rerender, unmount } = renderHook(() => useLayoutSync(actor));
    rerender();
    rerender();
    expect(matchMedia).toHaveBeenCalledTimes(1);
    query.matches = true;
    listener?.();
    expect(actor.send).toHaveBeenCalledWith({ type: 'layout.change', layout: 'mobile' });
    unmount();
    expect(query.removeEventListener).toHaveBeenCalledWith('change', listener);
  });
});
