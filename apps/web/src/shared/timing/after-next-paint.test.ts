import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  afterEach(() => vi.useRealTimers());

  it('runs the work in a task after the next animation frame, not before', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const order: string[] = [];
    afterNextPaint(() => order.push('work'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    vi.runOnlyPendingTimers();
    expect(order).toEqual(['frame', 'work']);
  });

  it('never runs the work once cancelled, before or after the frame', () => {
    vi.useFakeTimers({
      toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
    });
    const work = vi.fn();
    afterNextPaint(work)();
    const cancelAfterFrame = afterNextPaint(work);
    vi.advanceTimersToNextFrame();
    cancelAfterFrame();
    vi.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
