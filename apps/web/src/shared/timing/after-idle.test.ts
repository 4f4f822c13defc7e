import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterIdle } from './after-idle';

describe('afterIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs at the idle moment the browser gives, and not once cancelled', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.splice(id - 1, 1, () => {}));
    const ran: string[] = [];
    afterIdle(() => ran.push('kept'));
    const cancel = afterIdle(() => ran.push('cancelled'));
    cancel();
    idle.forEach((run) => run());
    expect(ran).toEqual(['kept']);
  });

  it('falls back to a timer where the browser has no idle callbacks, cancellable too', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    afterIdle(() => ran.push('kept'), { fallbackMs: 100 });
    afterIdle(() => ran.push('cancelled'), { fallbackMs: 100 })();
    vi.advanceTimersByTime(99);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['kept']);
  });
});
