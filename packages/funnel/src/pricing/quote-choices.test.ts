import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_BOOK } from './default-price-book.js';
import { aBook } from './price-book.testkit.js';
import { choicesFor, NO_CHOICES, selectSize, servicesWithChoices, toggleAddOn } from './quote-choices.js';

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
