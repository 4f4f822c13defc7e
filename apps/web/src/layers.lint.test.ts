/**
 * The web app's import rules of eslint.config.js (issue 40): its folders import only from lower layers
 * (`WEB_LAYERS`: config, shared, the features, app), and nothing imports in a cycle. A planted import
 * fails the lint; the text of a real file is replaced in memory only.
 */
import { describe, expect, it } from 'vitest';
import { lintRuleHits } from '../../../scripts/lint-rule-hits.mjs';

const importRuleHits = async (code: string, filePath: string) =>
  (await lintRuleHits(code, filePath, 'import-x/')).map((m) => m.ruleId);

describe("the web app's folders follow its arrows, by lint rule", () => {
  it('refuses a feature that imports app/ (the route table)', async () => {
    const planted =
      "import { markInteractive } from '../../app/mark-interactive';\nexport const m = markInteractive;\n";
    expect(await importRuleHits(planted, 'apps/web/src/site/shared/warm-images.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 120_000);

  it("refuses a feature that imports another feature's folder, and shared/ that imports a feature", async () => {
    const sideways =
      "import { WELCOME_ISLAND } from '../onboarding/welcome-start';\nexport const w = WELCOME_ISLAND;\n";
    expect(await importRuleHits(sideways, 'apps/web/src/booking/manage-booking-page.tsx')).toEqual([
      'import-x/no-restricted-paths',
    ]);
    const upward =
      "import { WELCOME_ISLAND } from '../onboarding/welcome-start';\nexport const w = WELCOME_ISLAND;\n";
    expect(await importRuleHits(upward, 'apps/web/src/shared/offer-link.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 120_000);

  it('lets a feature import shared/ and config/', async () => {
    const down =
      "import { siteConfig } from '../../config/site-config';\nimport { afterIdle } from '../../shared/timing/after-idle';\nexport const s = [siteConfig, afterIdle];\n";
    expect(await importRuleHits(down, 'apps/web/src/site/shared/warm-images.ts')).toEqual([]);
  }, 120_000);
});
