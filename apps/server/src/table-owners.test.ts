/**
 * Every table has one repository (issue 40, decision 0318): a statement naming a table lives in that
 * table's repository, in its feature's folder; other modules call it. The exceptions are listed below with
 * their reason: read-only statements that join or count another feature's table (the reports, views that
 * read a lead with its booking) and the sample data's removal (decision 0317). The source is read as
 * TypeScript: only string and template texts count, so a comment naming a table does not.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const MIGRATIONS = fileURLToPath(new URL('../migrations/', import.meta.url));

/** Each table's repository: its module (two for the event log, whose capture statements are their own). */
const TABLE_OWNERS: Record<string, readonly string[]> = {
  appointments: ['appointments/appointments.repo.ts'],
  booking_tokens: ['appointments/manage-tokens.repo.ts'],
  consent_ledger: ['consent/consent-ledger.repo.ts'],
  demo_marks: ['demo/demo-marks.repo.ts'],
  follow_ups: ['follow-ups/follow-ups.repo.ts'],
  funnel_daily: ['analytics/funnel.repo.ts'],
  funnel_multiday: ['analytics/funnel.repo.ts'],
  funnel_rollup_days: ['analytics/funnel.repo.ts'],
  lead_contacts: ['leads/lead-contacts.repo.ts'],
  // The event log: the capture's two batch statements (decision 0170) and the reads of one lead.
  lead_events: ['leads/lead-events.repo.ts', 'leads/capture.sql.ts'],
  lead_own_visits: ['leads/lead-events.repo.ts', 'leads/capture.sql.ts'],
  lead_states: ['leads/lead-events.repo.ts', 'leads/capture.sql.ts'],
  lead_visits: ['leads/lead-events.repo.ts', 'leads/capture.sql.ts'],
  mail_deliveries: ['mail/mail.store.ts'],
  // The lead rows: the lead store's reads and writes, and the inbox's search over them.
  onboarding_submissions: ['leads/sql-lead.store.ts', 'leads/inbox.repo.ts'],
  owner_accounts: ['auth/auth.repo.ts'],
  owner_alert_sends: ['alerts/alert-caps.repo.ts'],
  owner_alert_summaries: ['alerts/alert-caps.repo.ts'],
  owner_alerts: ['alerts/alerts.store.ts'],
  owner_sessions: ['auth/auth.repo.ts'],
  price_books: ['pricing/price-book.repo.ts'],
  push_deliveries: ['push/push.store.ts'],
  push_subscriptions: ['push/push.store.ts'],
  resume_tokens: ['leads/resume-links.repo.ts'],
  settings: ['settings/settings.repo.ts'],
  sms_deliveries: ['sms/sms.store.ts'],
  sms_inbound_seen: ['consent/sms-inbound-seen.repo.ts'],
  webhook_attempts: ['webhooks/outbox.store.ts'],
  webhook_deliveries: ['webhooks/outbox.store.ts'],
};

/** Modules that may read (never write) other features' tables, and why. */
const READS_ACROSS: { file: string; tables: readonly string[]; why: string }[] = [
  {
    file: 'analytics/funnel.repo.ts',
    tables: ['lead_events'],
    why: 'the funnel report rolls up the event log (decision 0018)',
  },
  {
    file: 'analytics/leads-report.repo.ts',
    tables: ['appointments', 'lead_events', 'lead_states', 'lead_visits', 'onboarding_submissions'],
    why: 'a read-only report joining the leads, their visits and bookings in one statement',
  },
  {
    file: 'analytics/follow-ups-report.repo.ts',
    tables: ['appointments', 'follow_ups', 'mail_deliveries', 'sms_deliveries', 'onboarding_submissions'],
    why: 'a read-only report joining the sequences, their messages and what the leads did after',
  },
  {
    file: 'leads/inbox.repo.ts',
    tables: ['appointments'],
    why: 'the inbox filters and sorts leads by their held booking in one paged statement',
  },
  {
    file: 'leads/lead-contacts.repo.ts',
    tables: ['lead_events', 'onboarding_submissions'],
    why: 'the leads waiting for a first contact, and the response times, read with the lead rows and events',
  },
  {
    file: 'appointments/appointments.repo.ts',
    tables: ['onboarding_submissions'],
    why: "the calendar's days show each booking with its lead's name, phone and address",
  },
  {
    file: 'follow-ups/follow-ups.repo.ts',
    tables: ['appointments', 'onboarding_submissions'],
    why: "the send check reads whether the lead is there and booked in the gate's transaction (0308)",
  },
  {
    file: 'pricing/price-book.repo.ts',
    tables: ['onboarding_submissions'],
    why: "a promotion code's uses are counted from the leads' quotes",
  },
  {
    file: 'tools/copy-store.ts',
    tables: ['onboarding_submissions'],
    why: 'the copy refuses a target that already holds leads',
  },
  { file: 'main.ts', tables: ['onboarding_submissions'], why: 'a log line quoting the start-up check' },
  {
    file: 'leads/supabase-mirror.ts',
    tables: ['onboarding_submissions'],
    why: "an error message quoting the Supabase start-up check (its REST table, not this store's)",
  },
];

/** The sample data reaches every table its marks reach, to settle and remove them (decision 0317). */
const WRITES_ACROSS = { folder: 'demo/', why: 'the sample data is settled and removed whole by its marks' };

const TABLES = Object.keys(TABLE_OWNERS);
// Lower case as the statements are written: a sentence such as "a test from Settings" is not SQL.
const NAMING = new RegExp(
  `\\b(delete\\s+from|from|join|into|update|truncate|table)\\s+(?:only\\s+)?(${TABLES.join('|')})\\b`,
  'g',
);
const WRITES = new Set(['delete from', 'into', 'update', 'truncate', 'table']);

/** The tables the string and template texts of `source` name in SQL, each with whether it writes. */
export function tablesNamed(source: string): { table: string; write: boolean }[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest);
  const texts: string[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n) || ts.isTemplateLiteralToken(n)) {
      texts.push(n.text);
    }
    n.forEachChild(visit);
  };
  visit(file);
  return texts.flatMap((t) =>
    [...t.matchAll(NAMING)].map((m) => ({
      table: m[2]!,
      write: WRITES.has(m[1]!.replace(/\s+/g, ' ')),
    })),
  );
}

/** Every statement of `files` (path under src -> text) naming a table outside its repository. */
export function misplaced(files: ReadonlyMap<string, string>): string[] {
  const found = new Set<string>();
  for (const [path, source] of files) {
    for (const { table, write } of tablesNamed(source)) {
      if (TABLE_OWNERS[table]!.includes(path) || path.startsWith(WRITES_ACROSS.folder)) continue;
      const read = READS_ACROSS.find((r) => r.file === path && r.tables.includes(table));
      if (read && !write) continue;
      const how = write ? 'writes' : 'reads';
      found.add(`${path} ${how} ${table} (its repository: ${TABLE_OWNERS[table]!.join(', ')})`);
    }
  }
  return [...found].sort();
}

function sourceFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const e of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(e.parentPath, e.name);
    if (e.isFile() && path.endsWith('.ts') && !/\.test(kit)?\.ts$/.test(path)) {
      files.set(relative(SRC, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return files;
}

describe('every table has one repository', () => {
  const src = sourceFiles(SRC);

  it("names every migrated table's repository, each in one feature's folder", () => {
    const migrated = readdirSync(MIGRATIONS)
      .filter((f) => f.endsWith('.sql'))
      .flatMap((f) => [
        ...readFileSync(join(MIGRATIONS, f), 'utf8').matchAll(/create table if not exists (\w+)/g),
      ])
      .map((m) => m[1]!);
    expect([...new Set(migrated)].sort()).toEqual([...TABLES].sort());
    for (const owners of Object.values(TABLE_OWNERS)) {
      for (const owner of owners) expect(src.has(owner), owner).toBe(true);
      expect(new Set(owners.map((o) => o.split('/')[0])).size).toBe(1);
    }
  });

  it('finds no statement naming a table outside its repository, but those listed', () => {
    expect(misplaced(src)).toEqual([]);
  });

  it('lists no exception that is not needed', () => {
    for (const { file, tables } of READS_ACROSS) {
      const named = new Set(tablesNamed(src.get(file) ?? '').map((n) => n.table));
      expect(
        tables.filter((t) => !named.has(t)),
        file,
      ).toEqual([]);
    }
  });

  it('fails, naming the file and the table, for a statement planted outside the repository', () => {
    const planted = new Map(src);
    const path = 'pricing/price-book-admin.routes.ts';
    planted.set(path, `${src.get(path)!}\nexport const q = 'select value from settings where key = $1';\n`);
    expect(misplaced(planted)).toEqual([
      'pricing/price-book-admin.routes.ts reads settings (its repository: settings/settings.repo.ts)',
    ]);
  });

  it('fails for a write planted where only reads are allowed, and not for a comment', () => {
    const planted = new Map(src);
    const path = 'leads/inbox.repo.ts';
    planted.set(
      path,
      `${src.get(path)!}\n// delete from appointments\nexport const d = \`delete from appointments where id = $1\`;\n`,
    );
    expect(misplaced(planted)).toEqual([
      'leads/inbox.repo.ts writes appointments (its repository: appointments/appointments.repo.ts)',
    ]);
  });
});
