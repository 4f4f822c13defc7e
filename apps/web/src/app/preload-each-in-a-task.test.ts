import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadEachInATask } from './preload-each-in-a-task';

const linked = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );

describe('preloadEachInATask', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.head.innerHTML = '';
  });

  it('links one module per task, in order, and leaves a module linked already alone', () => {
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void) => {
      tasks.push(run);
      return 0;
    }) as typeof setTimeout);
    const kept = document.createElement('link');
    kept.rel = 'modulepreload';
    kept.href = '/assets/b.js';
    document.head.append(kept);
    preloadEachInATask(['/assets/a.js', '/assets/b.js', '/assets/c.js']);
    expect(linked()).toEqual(['/assets/b.js']);
    tasks.shift()!();
    expect(linked()).toEqual(['/assets/b.js', '/assets/a.js']);
    tasks.shift()!();
    expect(linked()).toEqual(['/assets/b.js', '/assets/a.js']);
    tasks.shift()!();
    expect(linked()).toEqual(['/assets/b.js', '/assets/a.js', '/assets/c.js']);
    expect(tasks).toEqual([]);
    expect(document.head.querySelector<HTMLLinkElement>('link[href="/assets/c.js"]')!.crossOrigin).toBe('');
  });
});
