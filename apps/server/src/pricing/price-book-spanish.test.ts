/**
 * The price book's Spanish names over HTTP (issue 41, decision 0326): the default book has them, the
 * owner's save keeps them (an empty one stays empty: the English name is shown and the Prices page flags
 * it), and the public book the wizard reads carries them as `nameEs`.
 */
import {
  DEFAULT_PRICE_BOOK,
  nameIn,
  spanishNamesMissing,
  type PriceBook,
  type PublicPriceBookAnswer,
} from '@pw/funnel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { signInOwner, type OwnerCall } from '../../test/owner-session.js';
import { testServer, type TestServer } from '../../test/test-server.js';

const { version: _version, ...defaults } = DEFAULT_PRICE_BOOK;

describe.each(DB_KINDS)("the price book's Spanish names on %s", (kind) => {
  let s: TestServer;
  let owner: OwnerCall;
  beforeAll(async () => {
    s = await testServer({}, { db: await freshDb(kind) });
    owner = await signInOwner(s.app);
  });
  afterAll(() => s.close());
  const publicBook = async () =>
    (await s.app.inject({ method: 'GET', url: '/api/price-book' })).json<PublicPriceBookAnswer>().book;

  it('gives the wizard the default Spanish names', async () => {
    const roof = (await publicBook()).categories.Residential.services.find(
      (x) => x.name === 'Roof Cleaning',
    )!;
    expect(nameIn(roof, 'es')).toBe('Limpieza de techos');
  });

  it("keeps the owner's Spanish names, and an emptied one falls back to English", async () => {
    const [first, ...rest] = defaults.categories.Residential.services;
    const book: PriceBook = {
      ...defaults,
      categories: {
        ...defaults.categories,
        Residential: {
          services: [
            { ...first!, nameEs: 'Fachada', addOns: [{ name: 'Gutters', nameEs: 'Canaletas', price: 80 }] },
            ...rest.map((x) => (x.name === 'Roof Cleaning' ? { ...x, nameEs: '' } : x)),
          ],
        },
      },
    };
    const saved = await owner('PUT', '/api/admin/price-book', book);
    expect(saved.statusCode, saved.body).toBe(200);
    const got = await publicBook();
    const [house, ...others] = got.categories.Residential.services;
    expect(nameIn(house!, 'es')).toBe('Fachada');
    expect(nameIn(house!.addOns[0]!, 'es')).toBe('Canaletas');
    expect(
      nameIn(
        others.find((x) => x.name === 'Roof Cleaning')!,
        'es',
      ),
    ).toBe('Roof Cleaning');
    expect(spanishNamesMissing(got).map((m) => m.name)).toEqual(['Roof Cleaning']);
  });
});
