/**
 * The funnel's import rules of eslint.config.js (issue 40): its folders import only from lower layers
 * (`FUNNEL_LAYERS`: values at the bottom, the HTTP contract on top), and nothing imports in a cycle. A
 * planted import fails the lint; the text of a real file is replaced in memory only.
 */
import { describe, expect, it } from 'vitest';
import { lintRuleHits } from '../../../scripts/lint-rule-hits.mjs';

const importRuleHits = async (code: string, filePath: string) =>
  (await lintRuleHits(code, filePath, 'import-x/')).map((m) => `${m.ruleId}@${m.line}`);

describe("the funnel's folders follow its arrows, by lint rule", () => {
  it('refuses configuration that imports the default price book (a higher layer), which imports it back', async () => {
    const planted = [
      "import { DEFAULT_PRICE_BOOK } from '../pricing/default-price-book.js';",
      'export const defaultConfig = { book: DEFAULT_PRICE_BOOK };',
    ].join('\n');
    expect(await importRuleHits(planted, 'packages/funnel/src/config/funnel-config.ts')).toEqual([
      'import-x/no-cycle@1',
      'import-x/no-restricted-paths@1',
    ]);
  }, 120_000);

  it('refuses a statechart that imports the HTTP contract, even for a type', async () => {
    const planted = [
      "import type { ResumeOpen } from '../../api/resume-link.js';",
      "import type { Lead } from '../../lead/lead.js';",
      'export type R = ResumeOpen | Lead;',
    ].join('\n');
    const file = 'packages/funnel/src/machines/onboarding-wizard/onboarding-wizard.view.ts';
    expect(await importRuleHits(planted, file)).toEqual(['import-x/no-restricted-paths@1']);
  }, 120_000);

  it('refuses a sideways import between features of one layer, and allows the layers below', async () => {
    const planted = [
      "import { safeText } from '../contact/safe-text.js';",
      "import { FOLLOW_UP_STEPS } from '../follow-ups/follow-up-timing.js';",
      'export const a = (s: string): string => safeText(s).repeat(FOLLOW_UP_STEPS);',
    ].join('\n');
    expect(await importRuleHits(planted, 'packages/funnel/src/alerts/push-alert.ts')).toEqual([
      'import-x/no-restricted-paths@2',
    ]);
  }, 120_000);
});
