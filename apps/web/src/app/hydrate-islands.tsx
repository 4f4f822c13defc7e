import type { Root } from 'react-dom/client';
import { afterIdle } from '../shared/timing/after-idle';
import { whenInteractive } from '../shared/timing/when-interactive';
import { markInteractive } from './mark-interactive';
import { languageOfPath } from '@pw/funnel/language';
import { routedByApp } from './route-paths';

/**
 * Hydrates the islands of a prerendered site page (decision 0260), each a root of its own in its
 * `[data-island]` container; the static sections stay the prerendered HTML, each island hydrates in
 * slices that yield to the browser (`hydrate-island.tsx`). The islands on screen hydrate at once;
 * once they have run their effects (their early-tap replays, decision 0217) the page is marked
 * interactive (`<html data-hydrated>`, which the browser tests and the pages bench wait for). Then the
 * others hydrate as they come within a screen of the viewport, or at the first idle moment (decision 0293):
 * until then a tap on one of their `data-tap` controls is recorded and replayed like any early tap. A link
 * to another page of the app then opens it in the app.
 */
export async function hydrateIslands(page: HTMLElement): Promise<void> {
  const containers = [...page.querySelectorAll<HTMLElement>('[data-island]')];
  const roots: Root[] = [];
  // Set once the app takes the page: an island whose code arrives after that is not hydrated.
  let stopped = false;
  // React and the islands' code load only for an island to hydrate (decision 0295).
  const hydrate = async (container: HTMLElement, onReady: () => void) => {
    const { hydrateIsland } = await import('./hydrate-island');
    const root = await hydrateIsland(container, onReady, () => !stopped);
    if (root) roots.push(root);
  };
  const { now, later } = await islandsOnScreen(containers);
  let waiting = now.length;
  await Promise.all(
    now.map((container) => {
      let ready = false;
      return hydrate(container, () => {
        if (ready) return;
        ready = true;
        if (--waiting === 0) markInteractive();
      });
    }),
  );
  if (now.length === 0) markInteractive();
  const stopLater = hydrateNearScreen(later, (container) => void hydrate(container, () => {}));
  openLinksInApp(page, roots, () => {
    stopped = true;
    stopLater();
  });
}

/**
 * Each island's elements, observed for it: its container has no box of its own (`display: contents`),
 * and its first element may have none either (a 0 x 0 focus sentinel, as Headless UI's tabs had).
 */
function islandsByElement(containers: HTMLElement[]): Map<Element, HTMLElement> {
  return new Map(
    containers.flatMap((container) => [...container.children].map((el) => [el, container] as const)),
  );
}

/**
 * The top of the viewport the site's fixed navigation bar covers (its 65 px, as `scroll-padding-top` in
 * styles.css rounds it): an island under it is not on screen. On `/#contact` the testimonials carousel
 * ends there, and hydrating it first delayed the booking trigger.
 */
const UNDER_THE_HEADER = '-72px 0px 0px 0px';

/**
 * The islands on screen and the others, as the browser's next rendering update finds them: an island is
 * on screen when one of its elements with an area meets the viewport below the fixed navigation bar. Not
 * by reading their boxes here: that forced a layout in the entry's task, of the sections the browser skips
 * below the first screen too (`content-visibility`), 50 ms of a slowed phone's main thread (decision 0295).
 */
function islandsOnScreen(containers: HTMLElement[]): Promise<{ now: HTMLElement[]; later: HTMLElement[] }> {
  const islandOf = islandsByElement(containers);
  return new Promise((resolve) => {
    const reported = new Set<Element>();
    const on = new Set<HTMLElement>();
    const done = () =>
      resolve({ now: containers.filter((c) => on.has(c)), later: containers.filter((c) => !on.has(c)) });
    if (islandOf.size === 0) return done();
    // Its first report holds every target, each meeting the viewport or not.
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          reported.add(entry.target);
          const { width, height } = entry.boundingClientRect;
          if (entry.isIntersecting && width * height > 0) on.add(islandOf.get(entry.target)!);
        }
        if (reported.size < islandOf.size) return;
        observer.disconnect();
        done();
      },
      { rootMargin: UNDER_THE_HEADER },
    );
    islandOf.forEach((_, box) => observer.observe(box));
  });
}

/**
 * Once the page is interactive, hydrates each of `containers` when its island comes within a screen of the
 * viewport, and those left at the first idle moment after. Not before: an island near the screen would
 * hydrate beside the ones on it and delay them (on `/#contact`, the testimonials above the contact
 * section and the footer below it). Returns what stops it (the app took the page).
 */
function hydrateNearScreen(containers: HTMLElement[], hydrate: (container: HTMLElement) => void): () => void {
  const pending = new Set(containers);
  const islandOf = islandsByElement(containers);
  let observer: IntersectionObserver | undefined;
  const take = (container: HTMLElement) => {
    if (!pending.delete(container)) return;
    for (const box of container.children) observer?.unobserve(box);
    hydrate(container);
  };
  whenInteractive(() => {
    if (pending.size === 0) return;
    observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) if (entry.isIntersecting) take(islandOf.get(entry.target)!);
      },
      { rootMargin: '100% 0px' },
    );
    islandOf.forEach((_, box) => observer!.observe(box));
    // At most two seconds late on a page that is never idle (an animation, a busy phone).
    afterIdle(() => [...pending].forEach(take), { timeout: 2000 });
  });
  return () => {
    pending.clear();
    observer?.disconnect();
  };
}

/**
 * The page's links to other pages of the app (the wizard, the pricing page) open there without loading a
 * new document, as the router's links did before the islands: the app's chunk is loaded, the address
 * pushed, and the whole app rendered over the page; the islands are unmounted once it is on screen. A link
 * to a section (`#…`), to this very page, to another site, in a new tab or with a modifier key is left to
 * the browser, and so is every link should the app's code not load.
 */
function openLinksInApp(page: HTMLElement, islands: Root[], stopHydrating: () => void): void {
  let opening = false;
  const onClick = (event: MouseEvent) => {
    const url = appLinkOf(event);
    if (!url) return;
    event.preventDefault();
    if (opening) return;
    opening = true;
    import('./mount-app')
      .then(({ mountApp }) => {
        document.removeEventListener('click', onClick);
        stopHydrating();
        history.pushState(null, '', `${url.pathname}${url.search}`);
        // Unmounted after the app's commit (which has emptied the page), outside the renderer's commit.
        return mountApp(page, () => void setTimeout(() => islands.forEach((root) => root.unmount())));
      })
      // The app's code did not arrive: the browser loads the page itself.
      .catch(() => location.assign(url.href));
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
  // The other language's page is a document of its own (its catalog, its `lang`): the browser loads it.
  if (languageOfPath(url.pathname) !== languageOfPath(location.pathname)) return null;
  return url;
}
