import { describe, expect, it } from 'vitest';
import { aBook } from '../pricing/price-book.testkit.js';
import { NO_CHOICES, selectSize } from '../pricing/quote-choices.js';
import { SIZE_REQUIRED, validateSizes } from './size-validation.js';

const book = aBook();
const driveway = { propertyType: 'Residential', services: 'Roof Cleaning, Driveway Cleaning' };

describe('the size screen check', () => {
  it('requires a size for a service that asks one, naming its question', () => {
    const missing = validateSizes(book, driveway, NO_CHOICES);
    expect(missing).toEqual({
      ok: false,
      message: {
        ...SIZE_REQUIRED,
        description: 'notice.size.question',
        values: { question: 'How many cars does your driveway hold?' },
      },
    });
    expect(validateSizes(book, driveway, selectSize(NO_CHOICES, 'Driveway Cleaning', 3))).toEqual({
      ok: true,
    });
    // A size the book has no tier for is no answer.
    const forged = { ...NO_CHOICES, sizes: { 'Driveway Cleaning': 0 } };
    expect(validateSizes(book, driveway, forged).ok).toBe(false);
  });
});
