import { describe, expect, it } from 'vitest';
import { aCapture } from '../testing/a-capture.js';
import { applyCapture } from './lead.model.js';
import { dbPatchFor } from './submission-row.js';
import { DEFAULT_PRICE_BOOK } from '../pricing/default-price-book.js';
import { aBook } from '../pricing/price-book.testkit.js';

const at = '2025-01-11T10:16:00.000Z';
const email = 'ana@example.com';

describe('the quote snapshot (issue 21)', () => {
  const sized = aBook();
  const driveway = aCapture({
    stage: 'quote_details',
    currentStep: 'result',
    fields: {
      email,
      propertyType: 'Residential',
      serviceNeeded: 'Driveway Cleaning',
      sizes: { 'Driveway Cleaning': 3 },
      addOns: { 'Driveway Cleaning': ['Sealing'] },
      promotionCode: 'first50',
    },
  });

  it('prices the sizes, add-ons and code with the book given, on the business day given', () => {
    const lead = applyCapture(undefined, driveway, at, { book: sized, today: '2026-05-01' });
    expect(lead.quoteSnapshot).toMatchObject({
      bookVersion: 2,
      lines: [{ name: 'Driveway Cleaning', size: '3-4 cars', price: 250 }],
      addOns: [{ name: 'Sealing', price: 120 }],
      promotion: { code: 'FIRST50', amount: 50 },
      total: 320,
    });
    expect(lead).toMatchObject({
      quotedPrice: 320,
      quoteDetails: [{ name: 'Driveway Cleaning', price: 250 }],
    });
    expect(dbPatchFor(lead).quote_snapshot).toEqual(lead.quoteSnapshot);
  });

  it('keeps the quote given while the answers stay the same, even after the book changes', () => {
    const first = applyCapture(undefined, driveway, at, { book: sized, today: '2026-05-01' });
    const dearer = aBook({ minimumCharge: 1000 }, 3);
    const viewed = aCapture({ stage: 'quote_viewed', currentStep: 'result', fields: { email } });
    const kept = applyCapture(first, viewed, at, { book: dearer, today: '2026-05-02' });
    expect(kept.quoteSnapshot).toEqual(first.quoteSnapshot);
    const changed = aCapture({ ...viewed, fields: { email, sizes: { 'Driveway Cleaning': 1 } } });
    const requoted = applyCapture(kept, changed, at, { book: dearer, today: '2026-05-02' });
    expect(requoted.quoteSnapshot).toMatchObject({ bookVersion: 3, total: 1000, minimumCharge: 705 });
  });

  it('gives no quote when the answers name what the book does not offer', () => {
    const forged = aCapture({
      ...driveway,
      fields: { ...driveway.fields, sizes: { 'Driveway Cleaning': 99 } },
    });
    const lead = applyCapture(undefined, forged, at, { book: DEFAULT_PRICE_BOOK });
    expect(lead).toMatchObject({ quotedPrice: null, quoteDetails: null, quoteSnapshot: null });
  });
});
