import type { Locator } from '@playwright/test';

/**
 * True when React manages `el`: it is, or is inside, the container of a root React hydrated or rendered
 * (React marks a root's container `__reactContainer$…`). Passed to `evaluate`, so it is self-contained.
 */
export function heldByReact(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement)
    if (Object.keys(node).some((key) => key.startsWith('__reactContainer$'))) return true;
  return false;
}

/** True when React manages the element `locator` finds. */
export const managedByReact = (locator: Locator): Promise<boolean> => locator.evaluate(heldByReact);
