/**
 * The purity rules of eslint.config.js (decision 0150) fail on a planted violation: the text of a real
 * funnel file is replaced, in memory only, by code that reads the clock, the DOM, storage, the network
 * and the process, and linted with the repository's configuration.
 */
import { describe, expect, it } from 'vitest';
import { lintRuleHits } from '../../../scripts/lint-rule-hits.mjs';

const ruleHits = async (code: string, filePath: string) =>
  (await lintRuleHits(code, filePath, 'no-restricted')).map((m) => `${m.ruleId}@${m.line}`);

describe('@pw/funnel stays pure, by lint rule', () => {
  it('refuses the clock, the DOM, storage, fetch, process and node modules in funnel code', async () => {
    const planted = [
      "import { readFileSync } from 'node:fs';",
      'export const a = (): number => Date.now();',
      'export const b = (): Date => new Date();',
      'export const c = (): number => window.innerWidth + document.title.length;',
      "export const d = (): string | null => localStorage.getItem('k');",
      "export const e = (): Promise<Response> => fetch('/x');",
      'export const f = (): string | undefined => process.env.X;',
      'export const g = (): number => Math.random();',
      "export const h = (): string => readFileSync('x', 'utf8');",
    ].join('\n');
    const hits = await ruleHits(planted, 'packages/funnel/src/pricing/price-quote.ts');
    expect(hits).toEqual([
      'no-restricted-imports@1',
      'no-restricted-syntax@2',
      'no-restricted-syntax@3',
      'no-restricted-globals@4',
      'no-restricted-globals@4',
      'no-restricted-globals@5',
      'no-restricted-globals@6',
      'no-restricted-globals@7',
      'no-restricted-syntax@8',
    ]);
  }, 150_000);

  it('allows a date built from a value, and the same code in a test file', async () => {
    expect(
      await ruleHits(
        "export const d = new Date('2026-01-01');",
        'packages/funnel/src/pricing/price-quote.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleHits('export const n = Date.now();', 'packages/funnel/src/pricing/price-quote.test.ts'),
    ).toEqual([]);
  }, 150_000);
});
