import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { quote } from './quote.js';
import { quoteOnce, type QuoteMemo } from './quote-once.js';

const answers = { propertyType: 'Residential', services: 'House Exterior', code: 'first50' };

describe('quoteOnce', () => {
  it('prices a question once per memo and answers what quote() answers', () => {
    const memo: QuoteMemo = new Map();
    const first = quoteOnce(memo, DEFAULT_PRICE_BOOK, answers, '2026-03-02');
    expect(first).toEqual(quote(DEFAULT_PRICE_BOOK, answers, '2026-03-02'));
    expect(quoteOnce(memo, DEFAULT_PRICE_BOOK, { ...answers }, '2026-03-02')).toBe(first);
    expect(memo.size).toBe(1);
  });

  it('prices anew another day, context or answer, and always without a memo', () => {
    const memo: QuoteMemo = new Map();
    const first = quoteOnce(memo, DEFAULT_PRICE_BOOK, answers, '2026-03-02');
    expect(quoteOnce(memo, DEFAULT_PRICE_BOOK, answers, '2026-03-03')).not.toBe(first);
    expect(quoteOnce(memo, DEFAULT_PRICE_BOOK, answers, '2026-03-02', { firstJob: false })).not.toBe(first);
    expect(quoteOnce(memo, DEFAULT_PRICE_BOOK, { ...answers, code: null }, '2026-03-02')).not.toBe(first);
    expect(memo.size).toBe(4);
    expect(quoteOnce(undefined, DEFAULT_PRICE_BOOK, answers, '2026-03-02')).not.toBe(first);
  });
});
