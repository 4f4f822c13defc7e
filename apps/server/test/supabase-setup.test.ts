/**
 * The setup SQL as an owner pastes it into Supabase's editor, on a real PostgreSQL with Supabase's roles
 * created the way Supabase creates them (anon and authenticated with table grants, service_role with
 * BYPASSRLS): the mirror's upsert works, and anon and authenticated read and write nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, freshPostgresUrl } from './databases.js';

const MIGRATIONS = fileURLToPath(new URL('../migrations/', import.meta.url));
const pasted = readdirSync(MIGRATIONS)
  .filter((f) => f.endsWith('.sql'))
  .sort()
  .map((f) => readFileSync(`${MIGRATIONS}${f}`, 'utf8'))
  .join('\n');

/** Supabase's API roles (cluster-wide, so created once whichever test file gets there first). */
const SUPABASE_ROLES = `
do $$ begin create role anon nologin noinherit; exception when duplicate_object then null; end $$;
do $$ begin create role authenticated nologin noinherit; exception when duplicate_object then null; end $$;
do $$ begin create role service_role nologin noinherit bypassrls; exception when duplicate_object then null; end $$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
`;

let db: pg.Client;
beforeAll(async () => {
  db = new pg.Client({ connectionString: await freshPostgresUrl() });
  await db.connect();
  await db.query(SUPABASE_ROLES);
  // The SQL editor sends the whole text at once (simple query protocol, many statements).
  await db.query(pasted);
});
afterAll(() => db?.end());

async function as<T extends pg.QueryResultRow>(role: string, sql: string, params: unknown[] = []) {
  await db.query(`set role ${role}`);
  try {
    return await db.query<T>(sql, params);
  } finally {
    await db.query('reset role');
  }
}

/** The statement PostgREST makes of `POST /onboarding_submissions?on_conflict=email` with merge-duplicates. */
const MIRROR_UPSERT = `insert into onboarding_submissions (email, name, stage) values ($1, $2, $3)
  on conflict (email) do update set name = excluded.name, stage = excluded.stage returning *`;

describe('the setup SQL pasted into Supabase', () => {
  it("takes the mirror's upsert on email with the service_role key", async () => {
    await as('service_role', MIRROR_UPSERT, ['ana@example.com', 'Ana', 'name_completed']);
    const again = await as<{ name: string; stage: string }>('service_role', MIRROR_UPSERT, [
      'ana@example.com',
      'Ana Lima',
      'contact_completed',
    ]);
    expect(again.rows[0]).toMatchObject({ name: 'Ana Lima', stage: 'contact_completed' });
    const all = await as<{ n: number }>(
      'service_role',
      'select count(*)::int as n from onboarding_submissions',
    );
    expect(all.rows[0]!.n).toBe(1);
  });

  it("takes the columns issue 21 added: the quote snapshot as jsonb and the appointment's kind", async () => {
    const row = await as<{ quote_snapshot: unknown; appointment_kind: string }>(
      'service_role',
      `insert into onboarding_submissions (email, stage, quote_snapshot, appointment_kind)
       values ($1, 'appointment_scheduled', $2::jsonb, 'assessment') returning quote_snapshot, appointment_kind`,
      ['cora@example.com', JSON.stringify({ total: 250, assessment: 'commercial' })],
    );
    expect(row.rows[0]).toEqual({
      quote_snapshot: { total: 250, assessment: 'commercial' },
      appointment_kind: 'assessment',
    });
  });

  it('refuses a mixed-case e-mail, so unique (email) is unique by lower-cased e-mail', async () => {
    await expect(as('service_role', MIRROR_UPSERT, ['Bo@Example.com', 'Bo', 'x'])).rejects.toThrow(
      /onboarding_submissions_email_lower/,
    );
  });

  it('lets anon and authenticated read nothing and write nothing, though they hold table grants', async () => {
    await db.query(
      "insert into owner_accounts (username, password_hash, created_at, updated_at) values ('owner', 'h', now(), now())",
    );
    for (const role of ['anon', 'authenticated']) {
      for (const table of ['onboarding_submissions', 'owner_accounts']) {
        const seen = await as<{ n: number }>(role, `select count(*)::int as n from ${table}`);
        expect(seen.rows[0]!.n, `${role} reading ${table}`).toBe(0);
      }
      await expect(as(role, MIRROR_UPSERT, [`${role}@example.com`, 'X', 'x'])).rejects.toThrow(
        /row-level security/,
      );
    }
  });

  it('has row-level security on every table it made', async () => {
    const open = await db.query<{ relname: string }>(
      `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
    );
    expect(open.rows.map((r) => r.relname)).toEqual([]);
  });
});

describe('the migration runner on PostgreSQL', () => {
  it('leaves no table without row-level security, schema_migrations included', async () => {
    const migrated = await freshPostgres();
    try {
      const open = await migrated.query<{ relname: string }>(
        `select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`,
      );
      expect(open.rows.map((r) => r.relname)).toEqual([]);
    } finally {
      await migrated.close();
    }
  });
});
