import type { Root } from 'react-dom/client';
import { pageI18n } from '../shared/i18n';
import { hydrateInSlices } from '../site/islands/hydrate-in-slices';
import { islandTree } from '../site/islands/island';
import { islandIdPrefix, loadIsland } from '../site/islands/island-modules';

/**
 * Hydrates one island of a prerendered site page in its `[data-island]` container, in slices
 * (`hydrateInSlices`); `onReady` runs once its effects (its early-tap replays) have. The React half of
 * `hydrate-islands.tsx`, loaded only when an island is to hydrate (decision 0295). Resolves to the
 * island's root, or null if it is no longer `wanted` once its code has arrived (the app took the page
 * meanwhile).
 */
export async function hydrateIsland(
  container: HTMLElement,
  onReady: () => void,
  wanted: () => boolean,
): Promise<Root | null> {
  const name = container.dataset.island!;
  const Content = await loadIsland(name);
  if (!wanted() || !container.isConnected) return null;
  return hydrateInSlices(container, islandTree(Content, pageI18n(), onReady), islandIdPrefix(name));
}
