/**
 * The server's import rules of eslint.config.js (issue 23): its folders import only from lower layers
 * (`SERVER_LAYERS`), and nothing imports in a cycle. A planted import fails the lint; the text of a real
 * file is replaced in memory only.
 */
import { describe, expect, it } from 'vitest';
import { lintRuleHits } from '../../../scripts/lint-rule-hits.mjs';

const importRuleHits = async (code: string, filePath: string) =>
  (await lintRuleHits(code, filePath, 'import-x/')).map((m) => m.ruleId);

describe("the server's folders follow its arrows, by lint rule", () => {
  it('refuses a store module that imports the leads (a higher layer), which imports it back', async () => {
    const planted =
      "import { recordCapture } from '../leads/capture.service.js';\nexport const r = recordCapture;\n";
    expect(await importRuleHits(planted, 'apps/server/src/store/json-rows.ts')).toEqual([
      'import-x/no-cycle',
      'import-x/no-restricted-paths',
    ]);
  }, 120_000);

  it('refuses a feature that imports one above it: the follow-ups are handed the leads, never import them', async () => {
    const planted =
      "import { leadStateOf } from '../leads/lead-events.repo.js';\nexport const l = leadStateOf;\n";
    expect(await importRuleHits(planted, 'apps/server/src/follow-ups/send-check.ts')).toEqual([
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
