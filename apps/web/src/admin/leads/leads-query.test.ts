import { describe, expect, it } from 'vitest';
import { paramsOf, queryFromParams } from './leads-query';

describe("the inbox's filters in the page address", () => {
  it('reads every filter back as it was written, leaving the defaults out of the address', () => {
    const query = queryFromParams(
      new URLSearchParams('q=ana&stage=quote_details&propertyType=Commercial&sort=name&dir=asc&limit=20'),
    );
    expect(query).toMatchObject({
      q: 'ana',
      stage: 'quote_details',
      propertyType: 'Commercial',
      sort: 'name',
      dir: 'asc',
      limit: 20,
    });
    expect(queryFromParams(paramsOf(query))).toEqual(query);
    expect(paramsOf({ ...query, sort: 'lastActivity', dir: 'desc', limit: 50 }).toString()).toBe(
      'q=ana&stage=quote_details&propertyType=Commercial',
    );
  });

  it('falls back to the whole default inbox when the address holds something the schema refuses', () => {
    const defaults = queryFromParams(new URLSearchParams());
    expect(queryFromParams(new URLSearchParams('sort=shoeSize'))).toEqual(defaults);
    expect(queryFromParams(new URLSearchParams('limit=100000'))).toEqual(defaults);
    expect(paramsOf(defaults).toString()).toBe('');
  });
});
