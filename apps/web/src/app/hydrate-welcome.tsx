import type { Root } from 'react-dom/client';
import { siteConfig } from '../config/site-config';
import { pageI18n } from '../shared/i18n';
import { loadOnboardingRoutes } from '../onboarding/load-onboarding-routes';
import { WELCOME_ISLAND, welcomeIsland } from '../onboarding/welcome-start';
import { islandTree } from '../site/islands/island';
import { islandIdPrefix } from '../site/islands/island-modules';
import { afterIdle } from '../shared/timing/after-idle';
import { hydrateInSlices } from '../site/islands/hydrate-in-slices';
import { markInteractive } from './mark-interactive';

/**
 * The wizard's welcome (decision 0279): hydrates its island alone (the screen, "Let's get started" and
 * its early-tap replay), marks the page interactive, then hands the page over to the whole app at the
 * first tap or the first idle moment, whichever comes first: the router, the wizard's chart and the
 * stored form load only then. The app renders over the island as a transition (the island stays on screen
 * until the wizard's welcome, or a returning prospect's screen, is ready: `mountApp`), and the wizard
 * replays the taps the island held. Should the app's code not load, a held tap takes the form's own way, the first
 * step's address (decision 0217), which the wizard takes as the welcome's Continue.
 */
export function hydrateWelcome(page: HTMLElement): void {
  const container = page.querySelector<HTMLElement>(`[data-island="${WELCOME_ISLAND}"]`)!;
  let root: Root | null = null;
  let handing: Promise<unknown> | null = null;
  let tapped = false;
  // Which of the island's controls has the focus, followed until the app has replaced the island.
  const focusedUntilSwap = followFocusedTap(container);
  const handOver = () => {
    handing ??= Promise.all([
      import('./mount-app'),
      loadOnboardingRoutes(),
      decoded(siteConfig.persona.photo.src),
    ])
      .then(([{ mountApp }]) =>
        mountApp(page, () => {
          stopWatchingPresses();
          // A keyboard user who has tabbed to the island's "Let's get started" keeps it: the app's welcome
          // focuses its heading on mount, and the island's button leaves the page with the commit. Read
          // at the commit, not before the app renders: a Tab pressed while it renders counts too.
          const focused = focusedUntilSwap();
          if (focused) controlOf(page, focused)?.focus();
          // The island is unmounted after the app's first commit (which has emptied the page), outside it.
          setTimeout(() => root?.unmount());
        }),
      )
      .catch(() => {
        handing = null;
        if (tapped) container.querySelector('form')?.submit();
      });
  };
  const onStart = () => {
    tapped = true;
    handOver();
  };
  const onReady = () => {
    markInteractive();
    afterIdle(handOver, { timeout: 1000, fallbackMs: 100 });
  };
  const stopWatchingPresses = finishPressesAcrossTheSwap(container, page);
  root = hydrateInSlices(
    container,
    islandTree(welcomeIsland(onStart), pageI18n(), onReady),
    islandIdPrefix(WELCOME_ISLAND),
  );
}

/**
 * A press that begins on one of the island's controls and ends after the app has replaced the island
 * makes no click: the browser clicks only an element that saw both ends of the press, and the island's
 * button has left the page. Such a press, released over the app's control of the same `data-tap` key, is
 * finished on it, after the browser has had its chance to click (a control it clicked has gone on to
 * the next screen).
 */
function finishPressesAcrossTheSwap(container: HTMLElement, page: HTMLElement): () => void {
  const onDown = (down: PointerEvent) => {
    const pressed = down.target instanceof Element ? down.target.closest<HTMLElement>('[data-tap]') : null;
    if (!pressed || !container.contains(pressed)) return;
    const end = (event: PointerEvent) => {
      document.removeEventListener('pointerup', end, true);
      document.removeEventListener('pointercancel', end, true);
      if (event.type === 'pointercancel' || pressed.isConnected) return;
      // Released over the app's control of the same key, as a click must be; one slid off is let go.
      const key = pressed.dataset.tap!;
      const over = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-tap]') : null;
      if (over?.dataset.tap !== key) return;
      setTimeout(() => controlOf(page, key)?.click());
    };
    document.addEventListener('pointerup', end, true);
    document.addEventListener('pointercancel', end, true);
  };
  document.addEventListener('pointerdown', onDown, true);
  // Once the app is on screen no press begins on the island; one under way keeps its own listeners.
  return () => document.removeEventListener('pointerdown', onDown, true);
}

/** The control with `data-tap` key `key` in `page` (after the hand-over, the app's). */
const controlOf = (page: HTMLElement, key: string) => page.querySelector<HTMLElement>(`[data-tap="${key}"]`);

/** The `data-tap` key of the control in `container` that has the focus, if one has. */
function focusedTap(container: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !container.contains(active)) return null;
  return active.closest<HTMLElement>('[data-tap]')?.dataset.tap ?? null;
}

/**
 * Follows which `data-tap` control in `container` has the focus, and keeps the last one when the
 * container's content leaves the page (a removed element takes the focus with it, to nowhere). Returns
 * what stops following and gives that key.
 */
function followFocusedTap(container: HTMLElement): () => string | null {
  let key = focusedTap(container);
  const onFocusIn = () => (key = focusedTap(container));
  // Focus that moved on within the page (a click elsewhere, Tab past the button) forgets the control;
  // focus lost because the control was removed keeps it.
  const onFocusOut = (event: FocusEvent) =>
    queueMicrotask(() => {
      if (event.target instanceof Node && event.target.isConnected) key = focusedTap(container);
    });
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);
  return () => {
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
    return key;
  };
}

/**
 * The island shows the persona's photo as a data URL (decision 0202); the app's welcome shows the file.
 * Decoded before the app renders, its picture is there in the app's first frame, not a blank square.
 */
function decoded(src: string): Promise<void> {
  const image = new Image();
  image.src = src;
  return image.decode().catch(() => {});
}
