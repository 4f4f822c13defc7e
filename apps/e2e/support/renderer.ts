import type { Locator } from '@playwright/test';

/**
 * True when the page's renderer manages `el`: it is, or is inside, the container of a root the renderer
 * hydrated or rendered. The browser build renders with Preact's compat (decision 0306), which marks a
 * root's container with `__k` (its mangled `_children`, the name its devtools and add-ons read too);
 * React marks it `__reactContainer$…`, checked as well so the probe does not care which one built the
 * page. Passed to `evaluate`, so it is self-contained.
 */
export function heldByRenderer(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement)
    if ('__k' in node || Object.keys(node).some((key) => key.startsWith('__reactContainer$'))) return true;
  return false;
}

/** True when the page's renderer manages the element `locator` finds. */
export const managedByRenderer = (locator: Locator): Promise<boolean> => locator.evaluate(heldByRenderer);
