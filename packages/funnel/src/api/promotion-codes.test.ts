import { describe, expect, it } from 'vitest';
import { aBook, aPromotion } from '../pricing/price-book.testkit.js';
import { promotionCodesAnswer } from './promotion-codes.js';

describe('promotionCodesAnswer', () => {
  it("tells the owner each code's uses and why it is refused today, automatic promotions left out", () => {
    const book = aBook({
      promotions: [
        aPromotion({ name: 'Auto', code: null }),
        aPromotion({ name: 'Soon', code: 'SOON', startsOn: '2026-06-01' }),
        aPromotion({ name: 'Gone', code: 'GONE', endsOn: '2026-04-30' }),
        aPromotion({ name: 'Few', code: 'FEW', useLimit: 2 }),
        aPromotion({ name: 'Open', code: 'OPEN', useLimit: 3, firstJobOnly: true }),
      ],
    });
    const uses = new Map([
      ['FEW', 2],
      ['OPEN', 2],
    ]);
    expect(promotionCodesAnswer(book, '2026-05-01', uses)).toEqual({
      today: '2026-05-01',
      codes: [
        { code: 'SOON', name: 'Soon', uses: 0, useLimit: null, standing: 'not_started' },
        { code: 'GONE', name: 'Gone', uses: 0, useLimit: null, standing: 'ended' },
        { code: 'FEW', name: 'Few', uses: 2, useLimit: 2, standing: 'used_up' },
        { code: 'OPEN', name: 'Open', uses: 2, useLimit: 3, standing: null },
      ],
    });
  });
});
