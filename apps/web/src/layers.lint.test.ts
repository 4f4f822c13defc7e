/**
 * The web app's import rules of eslint.config.js (issue 40): its folders import only from lower layers
 * (`WEB_LAYERS`: config, shared, the features, app), and nothing imports in a cycle. A planted import
 * fails the lint; the text of a real file is replaced in memory only.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's root (vitest runs in apps/web; import.meta.url is happy-dom's, not a file).
const root = resolve(process.cwd(), '../..');

async function importRuleHits(code: string, filePath: string): Promise<string[]> {
  // Only the rules under test, so without the typed program (other rules need types; these do not).
  const eslint = new ESLint({
    cwd: root,
    ruleFilter: ({ ruleId }) => ruleId.startsWith('import-x/'),
    overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId?.startsWith('import-x/')).map((m) => m.ruleId!);
}

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
