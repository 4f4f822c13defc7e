/** A real HTTP webhook receiver on 127.0.0.1 for tests: scripted answers, records what it received. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  json: Record<string, unknown>;
  answered: number;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  delayMs?: number;
}

export type Script = (req: { body: string; json: Record<string, unknown>; index: number }) => Answer;

/** A server on 127.0.0.1 for tests: listens on `port` (0: a free one), stops closing every connection. */
export abstract class LocalHttpServer {
  private server: Server | undefined;
  port = 0;

  protected async listen(server: Server, port: number): Promise<void> {
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    this.server = server;
    this.port = (server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export class WebhookReceiver extends LocalHttpServer {
  readonly received: Received[] = [];
  script: Script = () => ({ status: 200 });

  get url(): string {
    return `http://127.0.0.1:${this.port}/hook`;
  }

  /** Bodies answered with 2xx, in the order they arrived. */
  get acknowledged(): Record<string, unknown>[] {
    return this.received.filter((r) => r.answered >= 200 && r.answered < 300).map((r) => r.json);
  }

  async start(port = this.port): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        let json: Record<string, unknown> = {};
        try {
          json = JSON.parse(body) as Record<string, unknown>;
        } catch {
          /* recorded as text */
        }
        const answer = this.script({ body, json, index: this.received.length });
        const entry: Received = { headers: req.headers, body, json, answered: answer.status };
        this.received.push(entry);
        const reply = () => {
          if (res.destroyed) return;
          res.writeHead(answer.status, { 'content-type': 'text/plain', ...answer.headers });
          res.end(answer.status < 300 ? 'ok' : 'no');
        };
        if (answer.delayMs) setTimeout(reply, answer.delayMs).unref();
        else reply();
      });
    });
    await this.listen(server, port);
    return this;
  }
}

/** Polls `check` until it is true or `ms` passes. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  ms = 10_000,
  label = 'condition',
): Promise<void> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`Timed out waiting for ${label}`);
}
