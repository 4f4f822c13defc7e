import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../../test/databases.js';
import { GroupCommit, type BatchWork } from './group-commit.js';
import type { Queryable, SqlDb } from './sql-db.js';

type Piece = (tx: Queryable) => Promise<string>;

/** Work whose items are functions, run one after the other; records the batches it was handed. */
function inTurn(): BatchWork<Piece, string> & { handed: number[]; locked: number[] } {
  const handed: number[] = [];
  const locked: number[] = [];
  return {
    handed,
    locked,
    lock: (_tx, items) => {
      locked.push(items.length);
      return Promise.resolve();
    },
    run: async (tx, items) => {
      handed.push(items.length);
      const out: string[] = [];
      for (const fn of items) out.push(await fn(tx));
      return out;
    },
  };
}

describe('group commit on PGlite', () => {
  let db: SqlDb;
  beforeAll(async () => {
    db = await freshPglite();
    await db.exec('create table gc (k text primary key, n int not null check (n >= 0))');
  });
  afterAll(() => db.close());

  const put = (k: string, n: number) => async (tx: Queryable) => {
    await tx.query('insert into gc (k, n) values ($1, $2)', [k, n]);
    return k;
  };
  const keys = async (prefix: string) =>
    (await db.query<{ k: string }>('select k from gc where k like $1 order by k', [`${prefix}%`])).rows.map(
      (r) => r.k,
    );

  it('runs work arriving together in one transaction and answers each piece after the commit', async () => {
    const work = inTurn();
    const group = new GroupCommit(db, work);
    const seen: string[][] = [];
    const pieces = ['a0', 'a1', 'a2', 'a3', 'a4', 'a5'].map((k) =>
      group.run(put(k, 1)).then(async (v) => {
        seen.push(await keys(v)); // visible from outside the transaction once answered
        return v;
      }),
    );
    expect(await Promise.all(pieces)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5']);
    expect(seen.every((s) => s.length === 1)).toBe(true);
    // All six arrived before the event loop turned: one transaction, handed whole, its locks taken once.
    expect(group.stats).toMatchObject({ batches: 1, pieces: 6, largestBatch: 6, retried: 0 });
    expect(work.handed).toEqual([6]);
    expect(work.locked).toEqual([6]);
  });

  it('tells when everything queued has committed', async () => {
    const group = new GroupCommit(db, inTurn());
    await group.idle(); // nothing queued
    const pieces = ['d0', 'd1', 'd2'].map((k) => group.run(put(k, 1)));
    await group.idle();
    expect(await keys('d')).toEqual(['d0', 'd1', 'd2']);
    await Promise.all(pieces);
  });

  it('refuses only the failing piece; its writes are undone, the others are kept', async () => {
    const work = inTurn();
    const group = new GroupCommit(db, work);
    const first = group.run(put('b0', 1));
    const rest = [
      group.run(put('b1', 1)),
      group.run(async (tx) => {
        await tx.query('insert into gc (k, n) values ($1, $2)', ['b2', 1]); // undone with its piece
        await tx.query('insert into gc (k, n) values ($1, $2)', ['b3', -1]); // breaks the check
        return 'b2';
      }),
      group.run(() => Promise.reject(new Error('refused by the caller'))),
      group.run(put('b4', 1)),
    ];
    const settled = await Promise.allSettled([first, ...rest]);
    expect(settled.map((s) => s.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(String((settled[2] as PromiseRejectedResult).reason)).toMatch(/check constraint/);
    expect(String((settled[3] as PromiseRejectedResult).reason)).toMatch(/refused by the caller/);
    expect(await keys('b')).toEqual(['b0', 'b1', 'b4']);
    expect(group.stats.retried).toBe(1);
    // The five failed as one, then ran alone in savepoints, the batch's locks taken first.
    expect(work.handed).toEqual([5, 1, 1, 1, 1, 1]);
    expect(work.locked).toEqual([5, 5]);
  });

  it('fails every piece of a batch whose transaction cannot commit, keeping nothing', async () => {
    const failing: Pick<SqlDb, 'transaction'> = {
      transaction: (fn) =>
        db.transaction(async (tx) => {
          await fn(tx);
          throw Object.assign(new Error('Connection terminated'), { code: '57P01' });
        }),
    };
    const group = new GroupCommit(failing, inTurn());
    const settled = await Promise.allSettled([group.run(put('c0', 1)), group.run(put('c1', 1))]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(await keys('c')).toEqual([]);
  });
});
