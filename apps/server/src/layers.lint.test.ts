/**
 * The server's import rules of eslint.config.js (issue 23): its folders import only from lower layers
 * (`SERVER_LAYERS`), and nothing imports in a cycle. A planted import fails the lint; the text of a real
 * file is replaced in memory only.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

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

describe("the server's folders follow its arrows, by lint rule", () => {
  it('refuses a store module that imports the leads (a higher layer), which imports it back', async () => {
    const planted =
      "import { recordCapture } from '../leads/capture.service.js';\nexport const r = recordCapture;\n";
    expect(await importRuleHits(planted, 'apps/server/src/store/json-rows.ts')).toEqual([
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
    ]);
  }, 120_000);

  it('refuses a sideways import between folders of one layer', async () => {
    const planted =
      "import { MAX_ATTEMPTS } from '../outbox/backoff.js';\nimport type { MailSettings } from '../mail/booking-mails.js';\nexport const m = MAX_ATTEMPTS;\nexport type M = MailSettings;\n";
    expect(await importRuleHits(planted, 'apps/server/src/webhooks/webhook-body.ts')).toEqual([
      'import-x/no-restricted-paths',
    ]);
  }, 120_000);
});
