/**
 * The lead table's columns are defined once, in @pw/funnel's `SUBMISSION_COLUMNS`: the migrated table
 * matches it, and a column added there alone (plus its migration) reaches the row, the webhook body and
 * the owner's CSV export.
 */
import { SUBMISSION_COLUMNS, submissionColumnNames, type ColumnDef } from '@pw/funnel';
import { afterEach, describe, expect, it } from 'vitest';
import { readSubmission } from '../src/leads/sql-lead.store.js';
import { aCapture, aWizardVisit } from './a-capture.js';
import { signInOwner } from './owner-session.js';
import { testServer, type TestServer } from './test-server.js';

const columns = SUBMISSION_COLUMNS as Record<string, ColumnDef>;
let srv: TestServer | undefined;

afterEach(async () => {
  delete columns.lead_origin;
  await srv?.close();
  srv = undefined;
});

/** The cells of one CSV line (quoted cells may hold commas and doubled quotes). */
function cells(line: string): string[] {
  return [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
    cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell,
  );
}

/** A whole wizard journey by e-mail, the quote viewed before the booking, through the real routes. */
async function journey(s: TestServer, email: string) {
  const visit = aWizardVisit(email);
  const viewed = aCapture({ ...visit.at(-2)!, captureId: crypto.randomUUID(), stage: 'quote_viewed' });
  for (const capture of [...visit.slice(0, -1), viewed, visit.at(-1)!]) {
    const res = await s.app.inject({ method: 'POST', url: '/api/captures', payload: capture });
    expect(res.statusCode, res.body).toBe(202);
  }
  const row = (await readSubmission(s.db, email)) as Record<string, unknown>;
  const bodies = (
    await s.db.query<{ body: string }>(
      'select body from webhook_deliveries where lead_key = $1 order by created_at',
      [email],
    )
  ).rows.map((r) => JSON.parse(r.body) as Record<string, unknown>);
  const owner = await signInOwner(s.app);
  const [header, ...lines] = (await owner('GET', '/api/admin/leads.csv')).body.trim().split('\r\n');
  const names = cells(header!);
  const line = cells(lines.find((l) => l.includes(email))!);
  const csv = Object.fromEntries(names.map((n, i) => [n, line[i]]));
  const last = bodies.find((b) => b.stage === 'appointment_scheduled')!;
  expect(bodies).toHaveLength(visit.length - 1);
  return { row, last, csv };
}

describe('the lead table, defined once', () => {
  it('the migrated table has exactly the defined columns, of the defined types', async () => {
    srv = await testServer();
    const res = await srv.db.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns where table_name = 'onboarding_submissions'`,
    );
    const sqlType = {
      text: 'text',
      integer: 'integer',
      boolean: 'boolean',
      timestamptz: 'timestamp with time zone',
      jsonb: 'jsonb',
    };
    const defined = submissionColumnNames().map((c) => [c, sqlType[SUBMISSION_COLUMNS[c].type]]);
    const keys = [
      ['id', 'bigint'],
      ['email', 'text'],
      ['updated_at', 'timestamp with time zone'],
    ];
    expect(res.rows.map((r) => [r.column_name, r.data_type]).sort()).toEqual([...keys, ...defined].sort());
  });

  it('every column of a finished journey is in the row, the webhook body and the CSV', async () => {
    srv = await testServer({ WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    const { row, last, csv } = await journey(srv, 'every@example.com');
    for (const column of submissionColumnNames()) {
      const def = SUBMISSION_COLUMNS[column] as ColumnDef;
      expect(row[column], column).not.toBeNull();
      // A JSON column (the quote snapshot) is JSON text in the CSV and the webhook body.
      const read = (text: unknown): unknown => (def.type === 'jsonb' ? JSON.parse(text as string) : text);
      expect(read(csv[column]), column).toEqual(def.type === 'jsonb' ? row[column] : String(row[column]));
      if (def.webhook !== false && column !== 'timestamp')
        expect(read(last[def.webhook || def.field]), column).toEqual(row[column]);
    }
  });

  it('a column added to the definition alone reaches the row, the webhook and the CSV', async () => {
    srv = await testServer({ WEBHOOK_URL: 'http://127.0.0.1:9/hook' });
    await srv.db.query('alter table onboarding_submissions add column lead_origin text');
    columns.lead_origin = { field: 'conversionFunnel', type: 'text', webhook: 'leadOrigin' };
    const { row, last, csv } = await journey(srv, 'added@example.com');
    expect(row.lead_origin).toBe('onboarding_wizard');
    expect(last.leadOrigin).toBe('onboarding_wizard');
    expect(csv.lead_origin).toBe('onboarding_wizard');
  });
});
