import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page and fails with a readable list of violations.
 *
 * In legacy mode axe runs in the page itself (and in its same-origin frames) instead of also opening a
 * blank page per scan to merge the frames' results, which cost a renderer process and a second compile of
 * axe each time: a scan costs about half the CPU (decision 0287). What only the default mode adds is
 * cross-origin frames, and our pages have no frames.
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .setLegacyMode(true);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  const readable = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(readable).toEqual([]);
}
