import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

/**
 * Hydrates `tree` in `container` as a transition: React then works in slices that yield to the browser
 * (decisions 0199, 0315), where a hydration at the default priority is one task however long it is.
 * `identifierPrefix` is the prerender's for this island, so the ids `useId` made there match.
 */
export function hydrateInSlices(container: HTMLElement, tree: ReactNode, identifierPrefix: string): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, tree, { identifierPrefix });
  });
  return root!;
}
