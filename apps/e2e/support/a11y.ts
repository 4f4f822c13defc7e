import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe (WCAG 2.0/2.1/2.2 A and AA) on the page, or on the elements `include` selects, and fails with a
 * readable list of violations.
 *
 * axe-core itself, in the page, without @axe-core/playwright's wrapper (decision 0323): axe is injected
 * once per document rather than before every scan (a 0.5 MB script compiled each time), and only the
 * violations cross back to the test, as sentences, rather than every passing rule with its nodes. Scans
 * were a third of the browser suite's test time; our pages have no frames, which only the wrapper's
 * default mode would reach (decision 0287).
 */
export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  // A step of its own: the report shows what each scan costs.
  await test.step(`axe${include ? ` in ${include}` : ''}`, () => axeScan(page, include), { box: true });
}

async function axeScan(page: Page, include?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, include }) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> };
      };
      const { violations } = await axe.run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
      );
    },
    { tags: TAGS, include },
  );
  expect(violations).toEqual([]);
}
