import { describe, expect, it } from 'vitest';
import { holdTap, markBusy, takeEarlyTaps } from './early-taps';

describe('takeEarlyTaps', () => {
  it("takes a component's recorded taps in order, leaves the others, and marks its keys live", () => {
    const q = ['next', 'booking', 'previous', 'next'];
    const taps = { q, live: new Set<string>() };
    expect(takeEarlyTaps(['next', 'previous'], taps)).toEqual(['next', 'previous', 'next']);
    // The very array the inline script pushes to.
    expect(q).toEqual(['booking']);
    expect([...taps.live]).toEqual(['next', 'previous']);
    expect(performance.getEntriesByName('tap-live next', 'mark')).toHaveLength(1);
  });

  it('unmarks the busy controls whose taps it takes, and only those', () => {
    document.body.innerHTML =
      '<button data-tap="next" data-busy>Next</button><button data-tap="booking" data-busy>Book</button>';
    takeEarlyTaps(['next'], { q: ['next', 'booking'], live: new Set<string>() });
    expect([...document.querySelectorAll('[data-busy]')].map((b) => b.textContent)).toEqual(['Book']);
    markBusy('next');
    expect(document.querySelector('[data-tap="next"]')!.hasAttribute('data-busy')).toBe(true);
    document.body.innerHTML = '';
  });

  it('takes nothing on a page without the inline script', () => {
    expect(takeEarlyTaps(['next'], undefined)).toEqual([]);
  });
});

describe('holdTap', () => {
  it('queues a tap for the component that takes over, which takes it like a tap made before hydration', () => {
    delete window.__earlyTaps;
    holdTap('start');
    holdTap('start');
    expect(takeEarlyTaps(['start'])).toEqual(['start', 'start']);
    expect(takeEarlyTaps(['start'])).toEqual([]);
    delete window.__earlyTaps;
  });
});
