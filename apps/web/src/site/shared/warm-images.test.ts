import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startupImages } from '../../config/site-config';
import { warmImages } from './warm-images';

const markInteractive = () => (document.documentElement.dataset.hydrated = 'true');

/** The images the page has asked the browser for so far. */
function requested(): string[] {
  const images = vi.mocked(window.Image).mock.instances;
  return images.map((img) => new URL(img.src).pathname);
}

describe('warmImages', () => {
  let idle: Array<() => void> = [];
  beforeEach(() => {
    vi.stubGlobal(
      'Image',
      vi.fn(function Image() {
        return document.createElement('img');
      }),
    );
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => {
    delete document.documentElement.dataset.hydrated;
    vi.unstubAllGlobals();
  });

  it('asks for the start-up images only once the page is interactive and idle', async () => {
    warmImages();
    // Idle, but not interactive yet: the page's script still has the link.
    expect(idle).toHaveLength(0);
    markInteractive(); // as app/mark-interactive.ts marks the page
    await new Promise((resolve) => setTimeout(resolve)); // the attribute's mutation record
    expect(requested()).toEqual([]);
    idle.forEach((run) => run());
    expect(requested()).toEqual(startupImages());
  });

  it('asks at the first idle moment on a page that is interactive already', () => {
    markInteractive(); // as app/mark-interactive.ts marks the page
    warmImages();
    idle.forEach((run) => run());
    expect(requested()).toEqual(startupImages());
  });
});
