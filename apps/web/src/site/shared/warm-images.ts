import { whenInteractive } from '../../shared/timing/when-interactive';
import { afterIdle } from '../../shared/timing/after-idle';
import { startupImages } from '../../config/site-config';

/**
 * Warms the browser cache with the three start-up images once the page is interactive and idle. Not
 * sooner: on a phone's link their downloads would share the bandwidth with the page's script, and each
 * SVG, parsed as a document of its own, costs the main thread 15-20 ms before a tap is served
 * (decision 0292).
 */
export function warmImages(): void {
  const run = () => {
    for (const src of startupImages()) {
      const img = new Image();
      img.decoding = 'async';
      img.src = src;
    }
  };
  whenInteractive(() => afterIdle(run));
}
