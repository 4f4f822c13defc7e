import { describe, expect, it } from 'vitest';
import { choicesAfterFields, choicesOfStored, storedChoices } from './kept-choices.js';
import { NO_CHOICES } from './quote-choices.js';

const choices = {
  sizes: { 'Driveway Cleaning': 3 },
  addOns: { 'Driveway Cleaning': ['Sealing'] },
  code: 'SPRING',
};

describe('kept choices: stored, read back, or ignored', () => {
  it('reads back what was stored', () => {
    expect(choicesOfStored(JSON.parse(JSON.stringify(storedChoices(choices))))).toEqual(choices);
  });

  it('ignores a missing, older, newer or malformed value: no choices, never a throw', () => {
    for (const value of [
      null,
      undefined,
      'SPRING',
      [],
      { sizes: choices.sizes, addOns: {}, code: '' },
      { ...storedChoices(choices), version: 2 },
      { ...storedChoices(choices), sizes: { 'Driveway Cleaning': 'three' } },
      { ...storedChoices(choices), sizes: { 'Driveway Cleaning': -1 } },
      { ...storedChoices(choices), addOns: { 'Driveway Cleaning': 'Sealing' } },
      { ...storedChoices(choices), extra: true },
    ])
      expect(choicesOfStored(value)).toEqual(NO_CHOICES);
  });

  it("takes what a capture's fields carry and keeps the rest", () => {
    expect(choicesAfterFields(choices, { name: 'Ann' } as object)).toBeNull();
    expect(choicesAfterFields(choices, { sizes: { 'Driveway Cleaning': 5 }, addOns: {} })).toEqual({
      sizes: { 'Driveway Cleaning': 5 },
      addOns: {},
      code: 'SPRING',
    });
    expect(choicesAfterFields(choices, { promotionCode: '' })).toEqual({ ...choices, code: '' });
  });
});
