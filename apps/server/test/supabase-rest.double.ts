/**
 * A test double of Supabase's REST API (PostgREST) for the `onboarding_submissions` table, on 127.0.0.1.
 * It checks requests the way PostgREST would: the service-role key in `apikey` and `Authorization`,
 * known columns only, `on_conflict` and `Prefer: resolution=merge-duplicates` for an upsert, column types,
 * and `eq.` / `limit` / `select` filters. It is a double, not Supabase: only what the store uses.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SUBMISSION_COLUMNS, submissionColumnNames, type ColumnType } from '@pw/funnel';

const COLUMNS = new Set<string>(['id', 'email', 'updated_at', ...submissionColumnNames()]);
const TYPES: Record<string, ColumnType> = Object.fromEntries(
  submissionColumnNames().map((c) => [c, SUBMISSION_COLUMNS[c].type]),
);

export class SupabaseRestDouble {
  readonly rows: Record<string, unknown>[] = [];
  readonly requests: { method: string; url: string; prefer?: string }[] = [];
  private server: Server | undefined;
  private nextId = 1;

  constructor(readonly serviceKey: string) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r));
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((r) => (this.server ? this.server.close(() => r()) : r()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://double');
    const prefer = typeof req.headers.prefer === 'string' ? req.headers.prefer : undefined;
    this.requests.push({
      method: req.method ?? '',
      url: url.pathname + url.search,
      ...(prefer ? { prefer } : {}),
    });
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.headers.apikey !== this.serviceKey || req.headers.authorization !== `Bearer ${this.serviceKey}`) {
      return send(401, { code: 'PGRST301', message: 'JWT invalid' });
    }
    if (url.pathname !== '/rest/v1/onboarding_submissions') {
      return send(404, {
        code: 'PGRST205',
        message: `Could not find the table '${url.pathname}' in the schema cache`,
      });
    }
    const select = (url.searchParams.get('select') ?? '*').split(',');
    const project = (row: Record<string, unknown>) =>
      select.includes('*') ? row : Object.fromEntries(select.map((c) => [c, row[c] ?? null]));
    if (req.method === 'GET') {
      let found = this.rows;
      for (const [key, value] of url.searchParams) {
        if (key === 'select' || key === 'limit') continue;
        if (!COLUMNS.has(key))
          return send(400, { code: '42703', message: `column onboarding_submissions.${key} does not exist` });
        if (!value.startsWith('eq.'))
          return send(400, { code: 'PGRST100', message: `unsupported filter ${value}` });
        found = found.filter((r) => String(r[key]) === value.slice(3));
      }
      const limit = Number(url.searchParams.get('limit') ?? found.length);
      const out = found.slice(0, limit).map(project);
      if (String(req.headers.accept).includes('vnd.pgrst.object')) {
        return out.length === 1
          ? send(200, out[0])
          : send(406, { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' });
      }
      return send(200, out);
    }
    if (req.method === 'POST') {
      let body: unknown;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return send(400, { code: 'PGRST102', message: 'Empty or invalid json' });
      }
      const list = (Array.isArray(body) ? body : [body]) as Record<string, unknown>[];
      const merge = String(prefer).includes('resolution=merge-duplicates');
      const onConflict = url.searchParams.get('on_conflict');
      const saved: Record<string, unknown>[] = [];
      for (const incoming of list) {
        for (const [k, v] of Object.entries(incoming)) {
          if (!COLUMNS.has(k)) {
            return send(400, {
              code: 'PGRST204',
              message: `Could not find the '${k}' column of 'onboarding_submissions' in the schema cache`,
            });
          }
          const t = TYPES[k];
          if (
            v !== null &&
            ((t === 'integer' && !Number.isInteger(v)) || (t === 'boolean' && typeof v !== 'boolean'))
          ) {
            return send(400, {
              code: '22P02',
              message: `invalid input syntax for type ${t}: ${JSON.stringify(v)}`,
            });
          }
        }
        const existing = this.rows.find((r) => r.email === incoming.email);
        if (existing && !(merge && onConflict === 'email')) {
          return send(409, {
            code: '23505',
            message: 'duplicate key value violates unique constraint "onboarding_submissions_email_key"',
          });
        }
        if (existing) saved.push(Object.assign(existing, incoming));
        else {
          const row = {
            ...Object.fromEntries([...COLUMNS].map((c) => [c, null])),
            ...incoming,
            id: this.nextId++,
          };
          this.rows.push(row);
          saved.push(row);
        }
      }
      return String(prefer).includes('return=representation')
        ? send(201, saved.map(project))
        : send(201, null);
    }
    return send(405, { message: 'method not allowed' });
  }
}
