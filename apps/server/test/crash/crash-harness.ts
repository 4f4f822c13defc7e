/**
 * The crash harness: real server processes (`main.ts`) that a test SIGKILLs and restarts, a client that
 * retries each capture by its capture id until the server confirms it, and the checks that nothing was
 * lost or stored twice and every event reached the real receiver (duplicates only with one webhook-id).
 */
import type { Capture } from '@pw/funnel';
import { expect } from 'vitest';
import { aWizardVisit } from '../a-capture.js';
import { freePort, runServer, serving, type ServerProcess } from '../server-process.js';
import type { SqlDb } from '../../src/store/sql-db.js';
import type { WebhookReceiver } from '../webhook-receiver.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The steps of one wizard visit up to the service (no slot: the server's clock is the real one). */
export const visitCaptures = (email: string): Capture[] => aWizardVisit(email).slice(0, 6);

/** Captures that carry an e-mail: each makes one lead row update and one webhook delivery. */
export const withEmail = (captures: Capture[]) => captures.filter((c) => c.fields.email);

export interface ListeningServer extends ServerProcess {
  url: string;
}

/** Starts `main.ts` on a fresh free port and waits until it serves. */
export async function startMain(env: Record<string, string>): Promise<ListeningServer> {
  const port = await freePort();
  const p = runServer({ HOST: '127.0.0.1', ...env, PORT: String(port) });
  try {
    await serving(port);
  } catch (err) {
    p.child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${p.output()}`, { cause: err });
  }
  return { ...p, url: `http://127.0.0.1:${port}` };
}

/** Server processes sharing one configuration and store; any of them may be killed and restarted. */
export class Fleet {
  readonly servers: (ListeningServer | undefined)[];
  kills = 0;

  constructor(
    private readonly env: Record<string, string>,
    size = 1,
  ) {
    this.servers = Array.from({ length: size }, () => undefined);
  }

  async start(i = 0): Promise<void> {
    this.servers[i] = await startMain(this.env);
  }

  /** SIGKILL: no shutdown, no flush, attempts in flight unrecorded. */
  async kill(i = 0): Promise<void> {
    const s = this.servers[i];
    if (!s) return;
    this.servers[i] = undefined;
    s.child.kill('SIGKILL');
    await s.exited;
    this.kills++;
  }

  /** The URL of server `preferred`, or of any server that is up. */
  url(preferred = 0): string | undefined {
    const n = this.servers.length;
    for (let k = 0; k < n; k++) {
      const s = this.servers[(preferred + k) % n];
      if (s) return s.url;
    }
    return undefined;
  }

  /** SIGTERM every server (graceful: attempts in flight recorded), SIGKILL if one hangs. */
  async stopAll(): Promise<void> {
    await Promise.all(
      this.servers.map(async (s, i) => {
        if (!s) return;
        this.servers[i] = undefined;
        s.child.kill('SIGTERM');
        const timer = setTimeout(() => s.child.kill('SIGKILL'), 20_000);
        await s.exited;
        clearTimeout(timer);
      }),
    );
  }
}

/**
 * Sends one capture until the server confirms it (202 stored, or 200: already stored under this capture
 * id), retrying the same body through kills and restarts. Returns the confirming status.
 */
export async function sendUntilStored(capture: Capture, url: () => string | undefined): Promise<number> {
  const body = JSON.stringify(capture);
  for (;;) {
    const base = url();
    if (!base) {
      await sleep(50);
      continue;
    }
    let status: number;
    let text: string;
    try {
      const res = await fetch(`${base}/api/captures`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      text = await res.text();
    } catch {
      await sleep(50); // the server died under the request, or is not up yet
      continue;
    }
    if (status === 202 || status === 200) return status;
    if (status >= 500 || status === 429) {
      await sleep(100);
      continue;
    }
    throw new Error(`capture ${capture.captureId} refused with ${status}: ${text}`);
  }
}

/** Sends each lead's captures in order, leads side by side; `onStored` after each confirmation. */
export async function sendAll(
  leads: Capture[][],
  url: (lane: number) => string | undefined,
  onStored: () => void,
): Promise<{ duplicates: number }> {
  let duplicates = 0;
  await Promise.all(
    leads.map(async (captures, lane) => {
      for (const c of captures) {
        if ((await sendUntilStored(c, () => url(lane))) === 200) duplicates++;
        onStored();
      }
    }),
  );
  return { duplicates };
}

/** Every capture stored exactly once; one delivery per e-mail capture, all delivered. */
export async function expectStoredOnce(
  db: SqlDb,
  captures: Capture[],
): Promise<{ id: string; lead: string }[]> {
  const events = await db.query<{ capture_id: string; n: number }>(
    'select capture_id::text, count(*)::int as n from lead_events group by capture_id',
  );
  expect(events.rows.filter((r) => r.n !== 1)).toEqual([]);
  expect(new Set(events.rows.map((r) => r.capture_id))).toEqual(new Set(captures.map((c) => c.captureId)));
  const deliveries = await db.query<{ id: string; lead_key: string; status: string; capture_id: string }>(
    'select id::text, lead_key, status, capture_id::text from webhook_deliveries order by seq',
  );
  expect(deliveries.rows.filter((d) => d.status !== 'delivered')).toEqual([]);
  expect(deliveries.rows.map((d) => d.capture_id).sort()).toEqual(
    withEmail(captures)
      .map((c) => c.captureId)
      .sort(),
  );
  return deliveries.rows.map((d) => ({ id: d.id, lead: d.lead_key }));
}

/**
 * The receiver got every delivery; a delivery received more than once always came with the same
 * webhook-id and body; and each lead's deliveries first arrived in the order they were queued.
 */
export function expectDeliveredOnceEach(
  rx: WebhookReceiver,
  deliveries: { id: string; lead: string }[],
): number {
  const byId = new Map<string, string[]>();
  for (const r of rx.received.filter((x) => x.answered === 200)) {
    const id = String(r.headers['webhook-id']);
    byId.set(id, [...(byId.get(id) ?? []), r.body]);
  }
  expect(new Set(byId.keys())).toEqual(new Set(deliveries.map((d) => `msg_${d.id}`)));
  for (const [id, bodies] of byId) expect(new Set(bodies).size, id).toBe(1);
  const firstArrival = [...byId.keys()];
  for (const lead of new Set(deliveries.map((d) => d.lead))) {
    const queued = deliveries.filter((d) => d.lead === lead).map((d) => `msg_${d.id}`);
    expect(
      firstArrival.filter((id) => queued.includes(id)),
      lead,
    ).toEqual(queued);
  }
  return [...byId.values()].reduce((n, bodies) => n + bodies.length - 1, 0);
}

/** Waits until the receiver has acknowledged `n` distinct webhook-ids. */
export function distinctAcknowledged(rx: WebhookReceiver): number {
  return new Set(rx.received.filter((r) => r.answered === 200).map((r) => String(r.headers['webhook-id'])))
    .size;
}

/** The owner's sign-in on the server at `base`: the response, whatever its status. */
export const signIn = (base: string, password: string) =>
  fetch(`${base}/api/admin/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ password }),
  });

/**
 * Signs in as the owner on the server at `base` and returns how to ask it how many deliveries the store
 * still has pending (the store itself may not be opened beside a running server: PGlite's dir is locked).
 */
export async function pendingDeliveries(base: string, password: string): Promise<() => Promise<number>> {
  const session = await signIn(base, password);
  expect(session.status).toBe(200);
  const cookie = session.headers.getSetCookie()[0]!.split(';')[0]!;
  return async () => {
    const summary = await fetch(`${base}/api/admin/deliveries/summary`, { headers: { cookie } });
    expect(summary.status).toBe(200);
    return ((await summary.json()) as { pending: number }).pending;
  };
}
