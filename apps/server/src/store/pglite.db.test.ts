import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/databases.js';
import { sqlLiteral } from './pglite.db.js';
import type { SqlDb } from './sql-db.js';

describe('PGlite prepared statements with literal parameters', () => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await freshPglite();
  });
  afterAll(() => db.close());

  it('writes literals PostgreSQL reads back as the same values', () => {
    expect(sqlLiteral(null)).toBe('NULL');
    expect(sqlLiteral(true)).toBe('TRUE');
    expect(sqlLiteral(12.5)).toBe('12.5');
    expect(sqlLiteral("O'Brien")).toBe("'O''Brien'");
    expect(sqlLiteral(new Date('2026-03-02T15:00:00Z'))).toBe("'2026-03-02T15:00:00.000Z'");
    expect(() => sqlLiteral('a\u0000b')).toThrow(/NUL/);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it('keeps hostile text as data', async () => {
    const evil = "x'); drop table settings; -- \\' \\\\ $1 $$ \u2028 ☃";
    await db.query('insert into settings (key, value, updated_at) values ($1, $2::jsonb, $3)', [
      evil,
      JSON.stringify({ evil }),
      new Date(),
    ]);
    const res = await db.query<{ key: string; value: { evil: string } }>(
      'select key, value from settings where key = $1',
      [evil],
    );
    expect(res.rows).toEqual([{ key: evil, value: { evil } }]);
  });

  it('reuses a statement across calls and inside transactions, and after a rollback', async () => {
    const q = 'select $1::int + 1 as n';
    expect((await db.query<{ n: number }>(q, [1])).rows).toEqual([{ n: 2 }]);
    await expect(
      db.transaction(async (tx) => {
        expect((await tx.query<{ n: number }>(q, [41])).rows).toEqual([{ n: 42 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.query<{ n: number }>(q, [2])).rows).toEqual([{ n: 3 }]);
    // First prepared inside a transaction that rolls back: still there afterwards.
    const fresh = 'select $1::int * 2 as n';
    await expect(
      db.transaction(async (tx) => {
        await tx.query(fresh, [1]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await db.query<{ n: number }>(fresh, [21])).rows).toEqual([{ n: 42 }]);
  });
});
