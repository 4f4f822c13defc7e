import { hydrateRoot, type Root } from 'react-dom/client';
import { islandTree } from '../site/islands/island';
import { islandIdPrefix, loadIsland } from '../site/islands/island-modules';

/**
 * Hydrates one island of a prerendered site page in its `[data-island]` container, in one task (Preact's
 * compat, the browser build's renderer, does not slice a hydration as React's transitions did, decision
 * 0306; an island is small); `onReady` runs once its effects (its early-tap replays) have. The
 * renderer's half of `hydrate-islands.tsx`, loaded only when an island is to hydrate (decision 0295).
 * `identifierPrefix` is the prerender's, for React; Preact's ids (`useId`) are its own, and a hydration
 * keeps the attributes the prerender wrote. Resolves to the island's root, or null if it is no longer
 * `wanted` once its code has arrived (the app took the page meanwhile).
 */
export async function hydrateIsland(
  container: HTMLElement,
  onReady: () => void,
  wanted: () => boolean,
): Promise<Root | null> {
  const name = container.dataset.island!;
  const Content = await loadIsland(name);
  if (!wanted() || !container.isConnected) return null;
  return hydrateRoot(container, islandTree(Content, onReady), { identifierPrefix: islandIdPrefix(name) });
}
