/**
 * Marks the page interactive, `<html data-hydrated="true">`, once its script serves every control: the
 * site page's islands hydrated (hydrate-islands), the welcome island hydrated (hydrate-welcome), or the
 * app's first commit (root-layout). The browser tests and the pages bench wait for it; the site's CSS
 * scrolls smoothly only then (decision 0281).
 */
export function markInteractive(): void {
  document.documentElement.dataset.hydrated = 'true';
}
