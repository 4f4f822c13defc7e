/**
 * Runs `run` once the page is interactive (at once if it already is): once `<html data-hydrated="true">`
 * is set (`app/mark-interactive.ts`). Read here, in `shared/`, so a feature can wait for it without
 * importing `app/`.
 */
export function whenInteractive(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated === 'true') return run();
  const observer = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] });
}
