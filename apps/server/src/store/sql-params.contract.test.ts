/**
 * Every store passes a parameter the same way or refuses it by name (decision 0311): PGlite in process,
 * PGlite in its worker thread (the store `npm start` opens) and PostgreSQL. Each value goes to a parameter
 * of its own type and is read back; a value no store can pass as it is fails before the query runs.
 * Issue 38 found the worker sending an array as JSON text, which PostgreSQL refused as a malformed array
 * literal: push never sent on the default store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPgliteWorker, freshPostgres } from '../../test/databases.js';
import type { SqlDb } from './sql-db.js';

const STORES: Record<string, () => Promise<SqlDb>> = {
  'PGlite in process': () => freshPglite(),
  'PGlite in a worker thread': () => freshPgliteWorker(),
  PostgreSQL: () => freshPostgres(),
};

const AT = new Date('2026-03-02T15:00:00.000Z');
const IDS = ['3f0e4a7c-1111-4222-8333-444455556666', '00000000-0000-4000-8000-000000000000'];
class Money {
  constructor(readonly cents: number) {}
  toJSON() {
    return { dollars: this.cents / 100 };
  }
}

/** A value, the parameter's type, and what reading it back gives. */
const ROUND_TRIPS: [string, unknown, string, unknown][] = [
  [
    'an array of text',
    ['a', 'b,c', 'd"e', '', "f'g", '{h}', 'NULL'],
    'text[]',
    ['a', 'b,c', 'd"e', '', "f'g", '{h}', 'NULL'],
  ],
  ['an array of uuids', IDS, 'uuid[]', IDS],
  ['an array of ints', [1, -2, 3], 'int[]', [1, -2, 3]],
  ['an empty array', [], 'uuid[]', []],
  ['an array with a null', ['a', null], 'text[]', ['a', null]],
  [
    'an array of arrays',
    [
      [1, 2],
      [3, 4],
    ],
    'int[]',
    [
      [1, 2],
      [3, 4],
    ],
  ],
  [
    'nested JSON',
    { a: { b: [1, 'x', null, { c: true }] }, d: 'e\'"' },
    'jsonb',
    { a: { b: [1, 'x', null, { c: true }] }, d: 'e\'"' },
  ],
  ['an object with toJSON', new Money(1250), 'jsonb', { dollars: 12.5 }],
  ['null', null, 'text', null],
  ['undefined', undefined, 'text', null],
  ['a Date', AT, 'timestamptz', AT],
  ['a bigint', 9007199254740993n, 'bigint', '9007199254740993'],
  ['a Buffer', Buffer.from([0, 1, 254, 255]), 'bytea', Uint8Array.from([0, 1, 254, 255])],
];

/** A value no store passes as it is, and the words of its refusal. */
const REFUSED: [string, unknown, RegExp][] = [
  ['a Map', new Map([['a', 1]]), /\$2 .*a Map/],
  ['a Set', new Set([1]), /\$2 .*a Set/],
  ['an array of objects', [{ a: 1 }], /\$2 .*an array holding objects/],
  ['an array of byte strings', [Buffer.from('x')], /\$2 .*an array holding bytes/],
  ['an invalid Date', new Date(Number.NaN), /\$2 .*invalid Date/],
  ['NaN', Number.NaN, /\$2 .*NaN is not a finite number/],
  ['Infinity in an array', [1, Infinity], /\$2 .*Infinity is not a finite number/],
  ['a function', () => 1, /\$2 .*a function/],
  ['a symbol', Symbol('s'), /\$2 .*a symbol/],
];

describe.each(Object.keys(STORES))('query parameters on %s', (store) => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await STORES[store]!();
    await db.exec('create table p (n int)');
  });
  afterAll(() => db?.close());

  it.each(ROUND_TRIPS)('passes %s', async (_, value, type, back) => {
    const res = await db.query<{ v: unknown }>(`select $1::${type} as v`, [value]);
    // Read back as each driver reads its type: an int8 is a string or a bigint, bytea a Buffer or bytes.
    const got = res.rows[0]!.v;
    const read =
      typeof got === 'bigint' ? String(got) : got instanceof Uint8Array ? Uint8Array.from(got) : got;
    expect(read).toEqual(back);
  });

  it('passes an array of ids to any(), as the push worker finds its devices', async () => {
    const res = await db.query<{ id: string }>(
      'select id from (values ($1::uuid), ($2::uuid)) as t(id) where id = any($3::uuid[]) order by id',
      [IDS[0], IDS[1], [IDS[1]]],
    );
    expect(res.rows).toEqual([{ id: IDS[1] }]);
  });

  it.each(REFUSED)('refuses %s by name, before anything runs', async (_, value, words) => {
    await expect(db.query('insert into p (n) values ($1)', [1, value])).rejects.toThrow(words);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into p (n) values ($1)', [1]);
        await tx.query('select $1::int, $2', [1, value]);
      }),
    ).rejects.toThrow(words);
    expect((await db.query('select count(*)::int as n from p')).rows).toEqual([{ n: 0 }]);
  });
});
