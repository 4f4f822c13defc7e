import { afterEach, describe, expect, it } from 'vitest';
import { DB_KINDS, freshDb } from '../../test/databases.js';
import { migrate, splitStatements } from './migrate.js';
import type { SqlDb } from './sql-db.js';

describe('migrations', () => {
  let db: SqlDb | undefined;
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  for (const kind of DB_KINDS) {
    it(`apply once and are recorded (${kind})`, async () => {
      db = await freshDb(kind);
      expect(await migrate(db)).toEqual([]);
      const { rows } = await db.query<{ name: string }>('select name from schema_migrations order by name');
      expect(rows.map((r) => r.name)).toContain('0001_init.sql');
    });

    it(`make the database refuse a second lead row for one e-mail and a double-booked slot (${kind})`, async () => {
      db = await freshDb(kind);
      await db.query("insert into onboarding_submissions (email) values ('a@example.com')");
      await expect(
        db.query("insert into onboarding_submissions (email) values ('a@example.com')"),
      ).rejects.toThrow(/duplicate key/);
      // Stored lower-cased, so the plain unique key is unique by lower-cased e-mail.
      await expect(
        db.query("insert into onboarding_submissions (email) values ('A@EXAMPLE.COM')"),
      ).rejects.toThrow(/onboarding_submissions_email_lower/);
      const ins = `insert into appointments (slot_date, slot_time, email, capture_id, created_at)
        values ('2026-03-05', '8:30 AM', $1, gen_random_uuid(), now())`;
      await db.query(ins, ['a@example.com']);
      await expect(db.query(ins, ['b@example.com'])).rejects.toThrow(/duplicate key/);
    });
  }

  it('splits statements and drops comment lines', () => {
    expect(splitStatements('-- note\ncreate table a (x int);\ncreate index i on a (x);\n')).toEqual([
      'create table a (x int)',
      'create index i on a (x)',
    ]);
  });
});
