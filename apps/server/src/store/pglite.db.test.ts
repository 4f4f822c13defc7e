import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/databases.js';
import { replanDue, sqlLiteral } from './pglite.db.js';
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
    expect(sqlLiteral(['a', null, 'say "hi" \\ it\'s'])).toBe(`'{"a",NULL,"say \\"hi\\" \\\\ it''s"}'`);
    expect(sqlLiteral([[1, 2], [3]])).toBe(`'{{"1","2"},{"3"}}'`);
    expect(sqlLiteral(Buffer.from([0, 255]))).toBe(`'\\x00ff'`);
    expect(sqlLiteral(12n)).toBe(`'12'`);
  });

  it('prepares each parameterised statement once in the session (decision 0170)', async () => {
    const q = 'select $1::text[] as tags, $2::bytea as bytes, $3::int8 as big';
    const res = await db.query<{ tags: string[]; bytes: Uint8Array; big: bigint | string }>(q, [
      ['a', 'say "hi" \\ it\'s', null],
      Buffer.from([0, 255]),
      12n,
    ]);
    expect(res.rows[0]!.tags).toEqual(['a', 'say "hi" \\ it\'s', null]);
    expect([...res.rows[0]!.bytes]).toEqual([0, 255]);
    expect(String(res.rows[0]!.big)).toBe('12');
    // Fails when the session runs every statement unprepared (the check at open once read a column that
    // `show` does not answer, and nothing was ever prepared).
    const prepared = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like '%$1::text[] as tags%'",
    );
    expect(prepared.rows).toEqual([{ n: 1 }]);
  });

  it("plans a pattern match for its pattern each time: a generic plan cannot use the search's trigram index", async () => {
    const q = "select count(*)::int as n from settings where key like $1 || '%' and key <> $2";
    for (let i = 0; i < 7; i++) await db.query(q, ['x', 'y']);
    const prepared = await db.query<{ n: number }>(
      "select count(*)::int as n from pg_prepared_statements where statement like '%where key like $1%'",
    );
    expect(prepared.rows).toEqual([{ n: 0 }]);
  });

  it('runs a statement another query is still preparing, inside a transaction, without waiting for it', async () => {
    const q = 'select $1::int + 100 as n';
    let outside: Promise<{ rows: unknown[] }> | undefined;
    const inside = await db.transaction(async (tx) => {
      // Queued behind this transaction, with its PREPARE: waiting for that PREPARE here would never end.
      outside = db.query(q, [1]);
      return (await tx.query<{ n: number }>(q, [2])).rows;
    });
    expect(inside).toEqual([{ n: 102 }]);
    expect((await outside!).rows).toEqual([{ n: 101 }]);
    expect((await db.query(q, [3])).rows).toEqual([{ n: 103 }]);
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

  it('prepares a statement afresh at 64 runs and every fourfold after, keeping at most two plans', async () => {
    expect([63, 64, 128, 256, 512, 1024].map(replanDue)).toEqual([false, true, false, true, false, true]);
    const q = 'select $1::int + 7 as n';
    const plans = async () =>
      (
        await db.query<{ name: string }>(
          "select name from pg_prepared_statements where statement like '%$1::int + 7 as n%' order by name",
        )
      ).rows.map((r) => r.name);
    for (let i = 0; i < 64; i++) expect((await db.query(q, [i])).rows).toEqual([{ n: i + 7 }]);
    expect(await plans()).toHaveLength(1);
    // The 65th run is planned again (PGlite has no autovacuum to make PostgreSQL do it: decision 0320),
    // inside a transaction, with a query queued behind it that picked the plan before.
    let outside: Promise<{ rows: unknown[] }> | undefined;
    await db.transaction(async (tx) => {
      outside = db.query(q, [1]);
      expect((await tx.query(q, [2])).rows).toEqual([{ n: 9 }]);
    });
    expect((await outside!).rows).toEqual([{ n: 8 }]);
    expect(await plans()).toHaveLength(2);
    for (let i = 66; i < 300; i++) await db.query(q, [i]);
    // The first plan went at the second refresh; the one it replaced stays for a query that picked it.
    expect((await plans()).map((name) => name.replace(/^q_[0-9a-f]+/, ''))).toEqual(['_256', '_64']);
  });
});
