import { startupImages } from '../../config/site-config';

/** Warms the browser cache with the three start-up images once the page is idle. */
export function warmImages(): void {
  const run = () => {
    for (const src of startupImages()) {
      const img = new Image();
      img.decoding = 'async';
      img.src = src;
    }
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 1);
}
