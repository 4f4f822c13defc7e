import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { aBook } from './price-book.testkit.js';
import {
  choicesFor,
  NO_CHOICES,
  selectSize,
  servicesWithChoices,
  SIZE_REQUIRED,
  toggleAddOn,
  validateSizes,
} from './quote-choices.js';

const book = aBook();
const driveway = { propertyType: 'Residential', services: 'Roof Cleaning, Driveway Cleaning' };

describe('the size screen choices', () => {
  it('lists only the chosen services that ask a size or offer add-ons', () => {
    expect(servicesWithChoices(book, driveway).map((s) => s.name)).toEqual(['Driveway Cleaning']);
    expect(servicesWithChoices(book, { ...driveway, services: 'Roof Cleaning' })).toEqual([]);
    // The spec's book asks nothing more: the wizard flows as before.
    expect(servicesWithChoices(DEFAULT_PRICE_BOOK, driveway)).toEqual([]);
    expect(servicesWithChoices(book, { ...driveway, propertyType: 'Commercial' })).toEqual([]);
  });

  it('requires a size for a service that asks one, naming its question', () => {
    const missing = validateSizes(book, driveway, NO_CHOICES);
    expect(missing).toEqual({
      ok: false,
      message: { ...SIZE_REQUIRED, description: 'How many cars does your driveway hold?' },
    });
    expect(validateSizes(book, driveway, selectSize(NO_CHOICES, 'Driveway Cleaning', 3))).toEqual({
      ok: true,
    });
    // A size the book has no tier for is no answer.
    const forged = { ...NO_CHOICES, sizes: { 'Driveway Cleaning': 0 } };
    expect(validateSizes(book, driveway, forged).ok).toBe(false);
  });

  it('toggles add-ons and keeps only what still applies', () => {
    let choices = selectSize(NO_CHOICES, 'Driveway Cleaning', 5);
    choices = toggleAddOn(choices, 'Driveway Cleaning', 'Sealing');
    choices = { ...choices, code: 'SPRING' };
    expect(choicesFor(book, driveway, choices)).toEqual({
      sizes: { 'Driveway Cleaning': 5 },
      addOns: { 'Driveway Cleaning': ['Sealing'] },
      code: 'SPRING',
    });
    expect(choicesFor(book, driveway, toggleAddOn(choices, 'Driveway Cleaning', 'Sealing')).addOns).toEqual(
      {},
    );
    // The driveway dropped, or the owner's book without sizes: nothing of it is sent.
    expect(choicesFor(book, { ...driveway, services: 'Roof Cleaning' }, choices)).toEqual({
      ...NO_CHOICES,
      code: 'SPRING',
    });
    expect(choicesFor(DEFAULT_PRICE_BOOK, driveway, choices).sizes).toEqual({});
  });
});
