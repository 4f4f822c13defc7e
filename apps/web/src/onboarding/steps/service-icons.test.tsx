import { defaultConfig, PROPERTY_CATEGORIES } from '@pw/funnel';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ServiceIcon } from './service-icons';

const drawing = (name: string) => render(<ServiceIcon name={name} />).container.innerHTML;

describe('service icons', () => {
  it('every property type and every service of the catalog has its own drawing', () => {
    const names = [
      ...PROPERTY_CATEGORIES,
      ...PROPERTY_CATEGORIES.flatMap((c) => Object.keys(defaultConfig.catalog[c])),
    ];
    const unknown = drawing('no such service');
    const drawings = names.map(drawing);
    for (const [i, d] of drawings.entries()) expect(d, names[i]).not.toBe(unknown);
    expect(new Set(drawings).size).toBe(names.length);
  });
});
