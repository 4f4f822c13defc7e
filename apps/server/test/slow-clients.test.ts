/**
 * Slow clients over real loopback sockets, with short timeouts configured for the test: a trickled body,
 * a body that stops, slow headers, a silent socket and an idle kept-alive connection are all closed within
 * their deadlines, while other clients keep being served.
 */
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testServer, type TestServer } from './test-server.js';

const TIMEOUTS = {
  HTTP_REQUEST_TIMEOUT_MS: 1_500,
  HTTP_HEADERS_TIMEOUT_MS: 1_000,
  HTTP_KEEP_ALIVE_TIMEOUT_MS: 500,
  HTTP_IDLE_TIMEOUT_MS: 1_000,
};
/** Room for a loaded 2-core machine: still far below the 330 s sockets were once held. */
const SLACK_MS = 2_500;

describe('slow clients', () => {
  let s: TestServer;
  let port = 0;
  beforeAll(async () => {
    s = await testServer(Object.fromEntries(Object.entries(TIMEOUTS).map(([k, v]) => [k, String(v)])));
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    port = (s.app.server.address() as AddressInfo).port;
  });
  afterAll(() => s.close());

  /** Opens a socket; resolves how long after opening the server closed it, and what it answered. */
  function slowClient(
    behave: (socket: net.Socket) => void,
  ): Promise<{ closedAfterMs: number; answer: string }> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (c: Buffer) => (answer += c.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => resolve({ closedAfterMs: Date.now() - started, answer }));
      socket.on('connect', () => behave(socket));
    });
  }

  /** Writes one byte every `everyMs` for as long as the socket is open (keeps the idle timer from firing). */
  function trickle(socket: net.Socket, text: string, everyMs = 150): void {
    let i = 0;
    const timer = setInterval(() => {
      if (socket.destroyed || socket.writableEnded) return clearInterval(timer);
      socket.write(text[i++ % text.length]!);
    }, everyMs);
    socket.on('close', () => clearInterval(timer));
  }

  const head =
    'POST /api/captures HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n';

  it('closes a trickled body at the request deadline', async () => {
    const { closedAfterMs, answer } = await slowClient((socket) => {
      socket.write(head);
      trickle(socket, '{"a":"xxxxxxxx');
    });
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.HTTP_REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
  });

  it('closes a body that stops half-way', async () => {
    const { closedAfterMs } = await slowClient((socket) => socket.write(`${head}{"captureId":`));
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.HTTP_REQUEST_TIMEOUT_MS + SLACK_MS);
  });

  it('closes headers sent a byte at a time at the header deadline', async () => {
    const { closedAfterMs } = await slowClient((socket) =>
      trickle(socket, 'GET /healthz HTTP/1.1\r\nX-Slow: aaaa'),
    );
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.HTTP_HEADERS_TIMEOUT_MS + SLACK_MS);
  });

  it('closes a socket that sends nothing', async () => {
    const { closedAfterMs } = await slowClient(() => undefined);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.HTTP_IDLE_TIMEOUT_MS + SLACK_MS);
  });

  it('closes a kept-alive connection that stays idle after its request', async () => {
    const { closedAfterMs, answer } = await slowClient((socket) =>
      socket.write('GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\n\r\n'),
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(closedAfterMs).toBeLessThan(TIMEOUTS.HTTP_KEEP_ALIVE_TIMEOUT_MS + SLACK_MS);
  });

  it('keeps serving other clients while 40 slow ones hold sockets, then closes them all', async () => {
    let open = 0;
    const connected: Promise<void>[] = [];
    const slow = Array.from({ length: 40 }, (_, i) => {
      let ready = () => {};
      connected.push(new Promise<void>((resolve) => (ready = resolve)));
      const client = slowClient((socket) => {
        open += 1;
        socket.on('close', () => (open -= 1));
        if (i % 2 === 0) {
          socket.write(head);
          trickle(socket, 'x', 200);
        } else socket.write(head.slice(0, 30));
        ready();
      });
      return client;
    });
    await Promise.all(connected);
    // Served while the slow ones still hold their sockets: nobody waits for a slow client's deadline. (Not
    // a time bound: on a loaded machine a request may take a second, yet it is not queued behind them.)
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(res.status).toBe(200);
      expect(open).toBeGreaterThan(0);
    }
    const closed = await Promise.all(slow);
    expect(open).toBe(0);
    expect(Math.max(...closed.map((c) => c.closedAfterMs))).toBeLessThan(
      TIMEOUTS.HTTP_REQUEST_TIMEOUT_MS + SLACK_MS,
    );
  });
});
