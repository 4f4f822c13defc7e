/**
 * A fake of Twilio's Messages API on 127.0.0.1 for tests (no SMS provider can run here): `POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json` with HTTP Basic auth (the account SID and its token) and
 * form-encoded `To`, `From` or `MessagingServiceSid`, and `Body`, answered as Twilio answers: 201 with the
 * message (`sid`, `status: queued`), or an error `{ code, message, more_info, status }` (20003 wrong
 * credentials, 21211 an invalid `To`, 21602 no body, 21603 no sender). It records the messages it took;
 * `script` makes it answer otherwise (a provider down, slow or refusing a number). A request repeating an
 * `Idempotency-Key` it took is answered with that message again and takes nothing (decision 0308).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { LocalHttpServer } from './webhook-receiver.js';

export interface FakeSms {
  sid: string;
  to: string;
  from: string | null;
  messagingServiceSid: string | null;
  body: string;
}

/**
 * An answer the script forces, after an optional delay: a status with Twilio's error body, or for a 2xx
 * the message taken at once and its answer held.
 */
export interface FakeAnswer {
  status: number;
  code?: number;
  message?: string;
  delayMs?: number;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export class FakeTwilio extends LocalHttpServer {
  readonly accountSid = `AC${hex(16)}`;
  readonly authToken = hex(16);
  /** Messages taken (answered 201), in order. */
  readonly messages: FakeSms[] = [];
  /** The messages taken by idempotency key, and when each was taken (`Date.now()`). */
  readonly byKey = new Map<string, FakeSms>();
  readonly takenAt = new Map<FakeSms, number>();
  /** Every request, with its headers and form and when it came (`Date.now()`), whatever was answered. */
  readonly requests: { path: string; headers: IncomingHttpHeaders; form: URLSearchParams; at: number }[] = [];
  /** Called per well-formed, authenticated request: an answer to force, or undefined to take it. */
  script: (form: URLSearchParams, index: number) => FakeAnswer | undefined = () => undefined;

  get baseUrl(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The server's environment that sends texts to this fake, from the number `from`. */
  env(from = '+15615550100') {
    return {
      SMS_ACCOUNT_SID: this.accountSid,
      SMS_AUTH_TOKEN: this.authToken,
      SMS_FROM: from,
      SMS_BASE_URL: this.baseUrl,
    };
  }

  /** The provider settings of the owner area that reach this fake. */
  get settings() {
    return { accountSid: this.accountSid, authToken: this.authToken, baseUrl: this.baseUrl };
  }

  private answerOf(m: FakeSms) {
    return {
      sid: m.sid,
      status: 'queued',
      to: m.to,
      from: m.from,
      body: m.body,
      account_sid: this.accountSid,
      num_segments: '1',
    };
  }

  async start(): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
        this.requests.push({ path: req.url ?? '', headers: req.headers, form, at: Date.now() });
        const reply = (status: number, body: object) => {
          if (res.destroyed) return;
          res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        };
        const error = (status: number, code: number, message: string) =>
          reply(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
        const path = /^\/2010-04-01\/Accounts\/([^/]+)\/Messages\.json$/.exec(req.url ?? '');
        if (req.method !== 'POST' || !path) return error(404, 20404, 'The requested resource was not found');
        const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
        if (req.headers.authorization !== expected || path[1] !== this.accountSid)
          return error(401, 20003, 'Authenticate');
        if (!req.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
          return error(400, 20001, 'Content-Type must be application/x-www-form-urlencoded');
        const to = form.get('To') ?? '';
        const from = form.get('From');
        const service = form.get('MessagingServiceSid');
        if (!/^\+[1-9]\d{7,14}$/.test(to))
          return error(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
        if (!from === !service) return error(400, 21603, "A 'From' phone number is required.");
        const body = form.get('Body') ?? '';
        if (!body) return error(400, 21602, 'Message body is required.');
        const key = req.headers['idempotency-key'];
        const seen = typeof key === 'string' ? this.byKey.get(key) : undefined;
        if (seen) return reply(201, this.answerOf(seen));
        const forced = this.script(form, this.requests.length - 1);
        // A forced 2xx takes the message at once and answers after its delay: a server killed meanwhile
        // never learns that the provider took it.
        const takes = !forced || (forced.status >= 200 && forced.status < 300);
        let taken: FakeSms | undefined;
        if (takes) {
          taken = { sid: `SM${hex(16)}`, to, from, messagingServiceSid: service, body };
          this.messages.push(taken);
          this.takenAt.set(taken, Date.now());
          if (typeof key === 'string') this.byKey.set(key, taken);
        }
        const answer = () =>
          taken
            ? reply(201, this.answerOf(taken))
            : error(forced!.status, forced!.code ?? 20500, forced!.message ?? 'Internal Server Error');
        if (forced?.delayMs) setTimeout(answer, forced.delayMs).unref();
        else answer();
      });
    });
    await this.listen(server, 0);
    return this;
  }
}
