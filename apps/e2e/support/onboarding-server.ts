import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyCapture, CaptureSchema, dbPatchFor, webhookBodyFor, type Capture, type Lead } from '@pw/funnel';

/**
 * Stand-in for the real server (apps/server) while its HTTP API is not merged: it serves the production
 * build of the web app and implements `POST /api/captures` and `GET /api/availability` with the same
 * domain functions the server uses (`CaptureSchema`, `applyCapture`, `dbPatchFor`, `webhookBodyFor`),
 * and forwards each webhook body to a real receiver. Swap for `buildServer()` once it lands.
 */
export interface OnboardingServer {
  url: string;
  /** Lead rows as the database would hold them (lowercase columns), by e-mail. */
  rows(): Record<string, unknown>[];
  row(email: string): Record<string, unknown> | undefined;
  /** Every capture accepted, in order. */
  captures: Capture[];
  /** While true, every API call answers 503 (the database is away). */
  down: boolean;
  close(): Promise<void>;
}

const DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
};

async function serveStatic(path: string, res: ServerResponse): Promise<void> {
  const clean = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, '');
  const candidates = extname(clean) ? [clean] : [join(clean, 'index.html'), 'app-shell.html'];
  for (const file of candidates) {
    try {
      const body = await readFile(join(DIST, file));
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
      return;
    } catch {
      // try the next candidate
    }
  }
  res.writeHead(404).end('not found');
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => resolve(raw));
  });
}

export async function startOnboardingServer(webhookUrl: string): Promise<OnboardingServer> {
  const leads = new Map<string, Lead>();
  const table = new Map<string, Record<string, unknown>>();
  const byVisit = new Map<string, Capture[]>();
  const seen = new Set<string>();
  const booked = new Set<string>();
  const captures: Capture[] = [];

  async function accept(capture: Capture, res: ServerResponse) {
    if (seen.has(capture.captureId)) return res.writeHead(200).end('{"duplicate":true}');
    if (capture.stage === 'appointment_scheduled') {
      const slot = `${capture.fields.appointmentDate} ${capture.fields.appointmentTime}`;
      const email = capture.fields.email ?? '';
      const mine = leads.get(email)?.appointmentTimestamp === capture.fields.appointmentTimestamp;
      if (booked.has(slot) && !mine) return res.writeHead(409).end('{"error":"slot_taken"}');
      booked.add(slot);
    }
    seen.add(capture.captureId);
    captures.push(capture);
    const email = capture.fields.email?.toLowerCase();
    const pending = [...(byVisit.get(capture.visitId) ?? []), capture];
    if (!email) {
      byVisit.set(capture.visitId, pending);
      return res.writeHead(202).end('{}');
    }
    byVisit.delete(capture.visitId);
    const now = new Date().toISOString();
    for (const c of pending) {
      const lead = applyCapture(leads.get(email), { ...c, fields: { ...c.fields, email } }, now);
      leads.set(email, lead);
      const old = table.get(email);
      table.set(email, { ...old, ...dbPatchFor(lead), ...(old ? { timestamp: old.timestamp } : {}) });
      await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(webhookBodyFor(lead, c)),
      });
    }
    res.writeHead(201).end('{}');
  }

  const state = { down: false };
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/') && state.down) return void res.writeHead(503).end('{}');
    if (url.pathname === '/api/captures' && req.method === 'POST') {
      void readBody(req).then((raw) => {
        const parsed = CaptureSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) return res.writeHead(400).end(JSON.stringify({ error: parsed.error.message }));
        return accept(parsed.data, res);
      });
      return;
    }
    if (url.pathname === '/api/availability') {
      const takenSlots: Record<string, string[]> = {};
      for (const slot of booked) {
        const [day = '', ...time] = slot.split(' ');
        (takenSlots[day] ??= []).push(time.join(' '));
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ unavailableDays: [], takenSlots }));
    }
    void serveStatic(url.pathname, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    rows: () => [...table.values()],
    row: (email) => table.get(email.toLowerCase()),
    captures,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
