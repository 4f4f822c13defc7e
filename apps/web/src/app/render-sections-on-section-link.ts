/**
 * From the first section link followed on this page (a link to `#…` of this very page), every section
 * below the first screen is rendered (`html[data-sections-rendered]`, styles.css, decision 0281): a smooth
 * scroll across sections still at their estimated heights stopped short as they rendered. Set in the
 * click's capture phase, so the browser's scroll to the section already sees it. Not on a page opened
 * at a section (`/#contact`): its sections above stay skipped until they near the screen (decision 0298).
 * Started once, by `markInteractive`.
 */
export function renderSectionsOnSectionLink(): void {
  const root = document.documentElement;
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = new URL(link.href);
    const here = url.origin === location.origin && url.pathname === location.pathname;
    if (!here || url.search !== location.search || !url.hash) return;
    root.dataset.sectionsRendered = 'true';
    document.removeEventListener('click', onClick, true);
  };
  document.addEventListener('click', onClick, true);
}
