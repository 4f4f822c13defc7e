import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A real webhook receiver on 127.0.0.1: it keeps every JSON body it is sent, in order. */
export interface WebhookReceiver {
  url: string;
  bodies: Record<string, unknown>[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const bodies: Record<string, unknown>[] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      try {
        bodies.push(JSON.parse(raw) as Record<string, unknown>);
      } catch {
        bodies.push({ unparsable: raw });
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/catch`,
    bodies,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
