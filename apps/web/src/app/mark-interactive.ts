import { renderSectionsOnSectionLink } from './render-sections-on-section-link';

/**
 * Marks the page interactive, `<html data-hydrated="true">`, once its script serves every control on
 * screen: the site page's islands on screen hydrated (hydrate-islands; the others follow as they near the
 * screen, their early taps replayed, decision 0293), the welcome island hydrated (hydrate-welcome), or the
 * app's first commit (root-layout). The browser tests and the pages bench wait for it; the site's CSS
 * scrolls smoothly only then (decision 0281).
 */
export function markInteractive(): void {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') return;
  root.dataset.hydrated = 'true';
  // Smooth scrolling starts now; a section link then renders the sections it scrolls across.
  renderSectionsOnSectionLink();
}
