/**
 * The file-length rule of eslint.config.js (issue 40): no file passes 300 lines, blank lines, comments and
 * test files included. A planted text of 301 lines fails the lint, one of 300 passes; the text of a real
 * file is replaced in memory only.
 */
import { describe, expect, it } from 'vitest';
import { lintRuleHits } from '../../../scripts/lint-rule-hits.mjs';

const lengthHits = async (code: string, filePath: string) =>
  (await lintRuleHits(code, filePath, 'max-lines')).map((m) => `${m.ruleId}@${m.line}`);

/** `n` lines as prettier leaves a file, ending in a newline: code, a comment and a blank line in turn. */
const linesOf = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    i % 3 === 0 ? `export const v${i} = ${i};` : i % 3 === 1 ? '// a comment counts' : '',
  ).join('\n') + '\n';

describe('no file passes 300 lines, by lint rule', () => {
  it('refuses a source file of 301 lines, counting its blank and comment lines, and allows 300', async () => {
    const file = 'packages/funnel/src/pricing/price-quote.ts';
    expect(await lengthHits(linesOf(301), file)).toEqual(['max-lines@301']);
    expect(await lengthHits(linesOf(300), file)).toEqual([]);
  }, 120_000);

  it('holds tests to the same length', async () => {
    const file = 'packages/funnel/src/lead/lead.model.test.ts';
    expect(await lengthHits(linesOf(301), file)).toEqual(['max-lines@301']);
    expect(await lengthHits(linesOf(300), file)).toEqual([]);
  }, 120_000);
});
