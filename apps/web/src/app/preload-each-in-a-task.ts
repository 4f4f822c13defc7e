/**
 * Starts downloading each module of `hrefs`, one `<link rel="modulepreload">` per task: on a slowed phone a
 * request's start costs the main thread 3-15 ms, and a dozen in one task make a long one (decision 0300,
 * which does the same for a page's first modules). A module already linked is left alone. Vite's loader
 * adds the links of a dynamic import's modules when the import runs, and skips those linked already.
 */
export function preloadEachInATask(hrefs: readonly string[]): void {
  for (const href of hrefs) {
    setTimeout(() => {
      if (document.head.querySelector(`link[rel="modulepreload"][href="${href}"]`)) return;
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      link.crossOrigin = '';
      document.head.append(link);
    });
  }
}
