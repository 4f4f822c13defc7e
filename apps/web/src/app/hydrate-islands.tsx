import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { markInteractive } from './mark-interactive';
import { routedByApp } from './route-paths';
import { islandTree } from '../site/islands/island';
import { islandIdPrefix, loadIsland } from '../site/islands/island-modules';

/**
 * Hydrates the islands of a prerendered site page (decision 0260), each a root of its own in its
 * `[data-island]` container; the static sections stay the prerendered HTML. Each island hydrates as a
 * transition, in slices that yield to the browser (decision 0199). Once every island has run its effects
 * (its early-tap replays, decision 0217) the page is marked interactive (`<html data-hydrated>`, which the
 * browser tests and the pages bench wait for). A link to another page of the app then opens it in the app.
 */
export async function hydrateIslands(page: HTMLElement): Promise<void> {
  const containers = [...page.querySelectorAll<HTMLElement>('[data-island]')];
  const roots: Root[] = [];
  let waiting = containers.length;
  await Promise.all(
    containers.map(async (container) => {
      const name = container.dataset.island!;
      const Content = await loadIsland(name);
      let ready = false;
      const onReady = () => {
        if (ready) return;
        ready = true;
        if (--waiting === 0) markInteractive();
      };
      startTransition(() => {
        roots.push(
          hydrateRoot(container, islandTree(Content, onReady), { identifierPrefix: islandIdPrefix(name) }),
        );
      });
    }),
  );
  if (containers.length === 0) markInteractive();
  openLinksInApp(page, roots);
}

/**
 * The page's links to other pages of the app (the wizard, the pricing page) open there without loading a
 * new document, as the router's links did before the islands: the app's chunk is loaded, the address
 * pushed, and the whole app rendered over the page; the islands are unmounted once it is on screen. A link
 * to a section (`#…`), to this very page, to another site, in a new tab or with a modifier key is left to
 * the browser.
 */
function openLinksInApp(page: HTMLElement, islands: Root[]): void {
  let opening = false;
  const onClick = (event: MouseEvent) => {
    const url = appLinkOf(event);
    if (!url) return;
    event.preventDefault();
    if (opening) return;
    opening = true;
    void import('./mount-app').then(({ mountApp }) => {
      document.removeEventListener('click', onClick);
      history.pushState(null, '', `${url.pathname}${url.search}`);
      // Unmounted after the app's commit (which has emptied the page), outside React's commit.
      mountApp(page, () => void setTimeout(() => islands.forEach((root) => root.unmount())));
    });
  };
  document.addEventListener('click', onClick);
}

function appLinkOf(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return null;
  if (link.target && link.target !== '_self') return null;
  const url = new URL(link.href);
  const elsewhere = url.pathname !== location.pathname || url.search !== location.search;
  if (url.origin !== location.origin || url.hash || !elsewhere || !routedByApp(url.pathname)) return null;
  return url;
}
