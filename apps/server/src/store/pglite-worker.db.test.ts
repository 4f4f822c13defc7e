import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freshPgliteWorker } from '../../test/databases.js';
import { leadStoreContract } from '../../test/lead-store.contract.js';
import { GroupCommit } from './group-commit.js';
import { openPgliteWorker } from './pglite-worker.db.js';
import { isUnavailable, type Queryable, type SqlDb } from './sql-db.js';
import { SqlLeadStore } from '../leads/sql-lead.store.js';

/** A promise and the function that settles it, to hold a transaction open while the test looks. */
function gate(): { open: () => void; opened: Promise<void> } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('PGlite in a worker thread: the SqlDb contract', () => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await freshPgliteWorker();
    await db.exec(
      'create table w (k text primary key, n int not null check (n >= 0)); create table w2 (x int)',
    );
  });
  afterAll(() => db.close());

  const keys = async () => (await db.query<{ k: string }>('select k from w order by k')).rows.map((r) => r.k);

  it('runs queries with parameters and brings values back with their types', async () => {
    expect(db.kind).toBe('pglite');
    const evil = "x'); drop table w; -- \\' $1 $$ \u2028 ☃";
    const at = new Date('2026-03-02T15:00:00.000Z');
    const res = await db.query<{ n: number; t: Date; j: { evil: string }; s: string; none: null }>(
      'select $1::int + 1 as n, $2::timestamptz as t, $3::jsonb as j, $4::text as s, null as none',
      [41, at, JSON.stringify({ evil }), evil],
    );
    expect(res.rows).toEqual([{ n: 42, t: at, j: { evil }, s: evil, none: null }]);
    expect(res.rows[0]!.t).toBeInstanceOf(Date);
    expect((await db.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });

  it('stores an object parameter as its JSON, toJSON included, and an array as an array', async () => {
    class Money {
      constructor(readonly cents: number) {}
      toJSON() {
        return { usd: this.cents / 100 };
      }
    }
    // A JSON array goes as its text, as the repositories pass one: an array is a PostgreSQL array (0311).
    const res = await db.query<{ j: unknown; a: unknown; ids: unknown }>(
      'select $1::jsonb as j, $2::jsonb as a, $3::text[] as ids',
      [new Money(1250), JSON.stringify([1, 'two', { three: 3 }]), ['x', 'y']],
    );
    expect(res.rows).toEqual([{ j: { usd: 12.5 }, a: [1, 'two', { three: 3 }], ids: ['x', 'y'] }]);
  });

  it('runs several statements with exec', async () => {
    await db.exec(
      'insert into w2 values (1); insert into w2 values (2); update w2 set x = x * 10 where x = 2',
    );
    expect((await db.query('select x from w2 order by x')).rows).toEqual([{ x: 1 }, { x: 20 }]);
  });

  it('commits a transaction and answers with what its function returned', async () => {
    const value = await db.transaction(async (tx) => {
      await tx.query('insert into w (k, n) values ($1, $2)', ['a', 1]);
      return (await tx.query<{ n: number }>('select count(*)::int as n from w')).rows[0]!.n;
    });
    expect(value).toBe(1);
    expect(await keys()).toEqual(['a']);
  });

  it('rolls back when the function throws, and throws the function error itself', async () => {
    const mine = new Error('changed my mind');
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into w (k, n) values ($1, $2)', ['b', 1]);
        throw mine;
      }),
    ).rejects.toBe(mine);
    expect(await keys()).toEqual(['a']);
  });

  it('brings PostgreSQL errors across the thread with their code, outside and inside a transaction', async () => {
    const missing = await db.query('select * from no_such_table').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(Error);
    expect(missing).toMatchObject({ code: '42P01' });
    expect((missing as Error).message).toMatch(/no_such_table/);
    expect(isUnavailable(missing)).toBe(false);

    // A failing statement inside a transaction, caught by the caller at a savepoint: the rest commits.
    const caught = await db.transaction(async (tx) => {
      await tx.query('insert into w (k, n) values ($1, $2)', ['c', 1]);
      await tx.query('savepoint s');
      const dup = await tx.query('insert into w (k, n) values ($1, $2)', ['a', 1]).catch((e: unknown) => e);
      await tx.query('rollback to savepoint s');
      const check = await tx
        .query('insert into w (k, n) values ($1, $2)', ['d', -1])
        .catch((e: unknown) => e);
      await tx.query('rollback to savepoint s');
      return { dup, check };
    });
    expect(caught.dup).toMatchObject({ code: '23505', constraint: 'w_pkey' });
    expect(caught.check).toMatchObject({ code: '23514' });
    expect(await keys()).toEqual(['a', 'c']);

    // Uncaught, the statement's error is the transaction's, and nothing of it is kept.
    const err = await db
      .transaction(async (tx) => {
        await tx.query('insert into w (k, n) values ($1, $2)', ['e', 1]);
        await tx.query('insert into w (k, n) values ($1, $2)', ['a', 1]);
      })
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ code: '23505' });
    expect(await keys()).toEqual(['a', 'c']);
  });

  it('queues other transactions and queries behind an open transaction, as PGlite does', async () => {
    const hold = gate();
    const started = gate();
    const order: string[] = [];
    const first = db.transaction(async (tx) => {
      await tx.query('insert into w (k, n) values ($1, $2)', ['f', 1]);
      started.open();
      await hold.opened;
      order.push('first ends');
    });
    await started.opened;
    const second = db.transaction(async (tx) => {
      // It sees the first's commit: its statements ran after it, not beside it.
      const seen = (await tx.query<{ k: string }>('select k from w where k = $1', ['f'])).rows.length;
      order.push('second ran');
      return seen;
    });
    const plain = db.query('select count(*)::int as n from w').then((r) => {
      order.push('plain query');
      return r.rows[0];
    });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(order).toEqual([]);
    } finally {
      hold.open();
    }
    await first;
    expect(await second).toBe(1);
    expect(await plain).toEqual({ n: 3 });
    expect(order[0]).toBe('first ends');
    expect(order).toHaveLength(3);
  });

  it('carries a group commit whose failing piece is refused by its code and the others kept', async () => {
    type Piece = (tx: Queryable) => Promise<unknown>;
    // Items are functions run in turn: the store's part of group commit, without the capture work.
    const group = new GroupCommit<Piece, unknown>(db, {
      run: async (tx, items) => {
        const out: unknown[] = [];
        for (const fn of items) out.push(await fn(tx));
        return out;
      },
    });
    const put = (k: string, n: number) => (tx: Queryable) =>
      tx.query('insert into w (k, n) values ($1, $2)', [k, n]);
    const hold = group.run(put('g0', 1));
    const results = await Promise.allSettled([
      hold,
      group.run(put('g1', 1)),
      group.run(put('g2', -1)),
      group.run(put('g3', 1)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    expect((results[2] as PromiseRejectedResult).reason).toMatchObject({ code: '23514' });
    expect((await keys()).filter((k) => k.startsWith('g'))).toEqual(['g0', 'g1', 'g3']);
    expect(group.stats.retried).toBe(1);
  });
});

describe('PGlite in a worker thread: opening and closing', () => {
  const root = mkdtempSync(join(tmpdir(), 'pw-pglite-worker-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const template = () => readFileSync(inject('pgliteTemplate'));

  it('keeps its data on disk across a close and a new thread, and close waits for queued work', async () => {
    const dir = join(root, 'pglite');
    const db = await openPgliteWorker(dir, template());
    await db.exec('create table kept (n int)');
    const writes = Array.from({ length: 20 }, (_, i) => db.query('insert into kept values ($1)', [i]));
    const closed = db.close();
    await Promise.all(writes);
    await closed;
    const after = await db.query('select 1').catch((e: unknown) => e);
    expect((after as Error).message).toMatch(/PGlite is closed/);
    expect(isUnavailable(after)).toBe(true);
    await db.close(); // twice is harmless

    const again = await openPgliteWorker(dir);
    expect((await again.query('select count(*)::int as n from kept')).rows).toEqual([{ n: 20 }]);
    await again.close();
  }, 120_000);

  it("rejects the open with the thread's error when PGlite cannot start", async () => {
    // A template into a folder that already holds a database: PGlite refuses, inside the thread.
    const dir = join(root, 'pglite');
    await expect(openPgliteWorker(dir, template())).rejects.toThrow(/already exists/);
  }, 120_000);
});

leadStoreContract('pglite in a worker thread', async () => {
  const db = await freshPgliteWorker();
  return { store: new SqlLeadStore(db), close: () => db.close() };
});
