/**
 * The prospect's converted pages keep their text in the catalogs, by lint rule (issue 41, decision 0322):
 * `pw-i18n/no-visible-literal` of eslint.config.js refuses visible text written in their JSX, and leaves
 * the owner's area alone. A planted file's text replaces the real one in memory only.
 */
import { describe, expect, it } from 'vitest';
import { lintRuleHits } from '../../../scripts/lint-rule-hits.mjs';

const hits = async (code: string, filePath: string) =>
  (await lintRuleHits(code, filePath, 'pw-i18n/')).map((m) => `${m.ruleId}:${m.line}`);

describe('visible text on a converted prospect page comes from the catalogs', () => {
  it('refuses JSX text, a string child and a visible attribute; passes keys, numbers and class names', async () => {
    const planted = [
      'export const A = () => <p className="mt-2">Hello</p>;',
      "export const B = () => <p>{'Hello'}</p>;",
      'export const C = () => <img alt="A picture" src="/x.svg" />;',
      "export const D = () => <p aria-label={t('site.nav.label')}>{404} — 2/3</p>;",
    ].join('\n');
    expect(await hits(planted, 'apps/web/src/site/home/hero-section.tsx')).toEqual([
      'pw-i18n/no-visible-literal:1',
      'pw-i18n/no-visible-literal:2',
      'pw-i18n/no-visible-literal:3',
    ]);
  }, 120_000);

  it("leaves the owner's area in English", async () => {
    const planted = 'export const A = () => <p>Save Settings</p>;\n';
    expect(await hits(planted, 'apps/web/src/admin/settings/settings-page.tsx')).toEqual([]);
  }, 120_000);
});
