/**
 * A FAKE push service for tests (decision 0214): an HTTP server on 127.0.0.1 shaped like the Web Push
 * protocol's (RFC 8030): it takes `POST /push/<id>` with an aes128gcm body (RFC 8188) and a VAPID
 * `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292), checks the JWT's ES256 signature with the key it
 * names and its audience and expiry, and answers 201 Created, or what a test scripts (410 Gone, 503).
 * Subscribers (`aSubscriber`) hold their own P-256 key pair and auth secret, as a browser does, and
 * decrypt what the service received with them (RFC 8291), independently of the server's `web-push`.
 */
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { LocalHttpServer } from './webhook-receiver.js';

export interface PushReceived {
  /** `/push/<id>`: which subscription. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The VAPID JWT's claims, once its signature checked out; null when it did not. */
  vapid: { aud: string; sub: string; exp: number; key: string } | null;
  answered: number;
}

const b64url = (b: Buffer) => b.toString('base64url');
const fromB64url = (s: string) => Buffer.from(s, 'base64url');

/** The JWT's claims when `authorization` is `vapid t=<ES256 JWT>, k=<P-256 key>` and the signature checks out. */
function checkVapid(authorization: string | undefined): PushReceived['vapid'] {
  const m = /^vapid t=([\w-]+)\.([\w-]+)\.([\w-]+), ?k=([\w-]+)$/.exec(authorization ?? '');
  if (!m) return null;
  const [, head, claims, sig, key] = m as unknown as [string, string, string, string, string];
  const raw = fromB64url(key);
  if (raw.length !== 65 || raw[0] !== 4) return null;
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${claims}`);
  if (!verify('sha256', signed, { key: publicKey, dsaEncoding: 'ieee-p1363' }, fromB64url(sig))) return null;
  const header = JSON.parse(fromB64url(head).toString('utf8')) as { alg?: string };
  if (header.alg !== 'ES256') return null;
  const c = JSON.parse(fromB64url(claims).toString('utf8')) as { aud: string; sub: string; exp: number };
  return { ...c, key };
}

export class FakePushService extends LocalHttpServer {
  readonly received: PushReceived[] = [];
  /** The status to answer a well-formed push with: 201 unless a test says otherwise (410, 503 …). */
  answer: (path: string) => number = () => 201;

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Pushes that reached `endpoint` and were taken (2xx). */
  takenBy(endpoint: string): PushReceived[] {
    const path = new URL(endpoint).pathname;
    return this.received.filter((r) => r.path === path && r.answered < 300);
  }

  async start(port = this.port): Promise<this> {
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const vapid = checkVapid(req.headers.authorization);
        const path = req.url ?? '';
        const wellFormed =
          req.method === 'POST' &&
          path.startsWith('/push/') &&
          req.headers['content-encoding'] === 'aes128gcm' &&
          req.headers.ttl !== undefined &&
          vapid !== null &&
          vapid.aud === this.origin &&
          vapid.exp * 1000 > Date.now();
        const status = wellFormed ? this.answer(path) : 400;
        this.received.push({ path, headers: req.headers, body, vapid, answered: status });
        res.writeHead(status, status === 201 ? { location: `${this.origin}/message/${randomUUID()}` } : {});
        res.end(status < 300 ? '' : 'refused');
      });
    });
    await this.listen(server, port);
    return this;
  }
}

/** A browser's side of a subscription: its endpoint on the fake, its own key pair and auth secret. */
export interface Subscriber {
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** The plaintext of an aes128gcm body sent to this subscriber (RFC 8291 §3.4, RFC 8188 §2). */
  decrypt(body: Buffer): string;
}

export function aSubscriber(service: FakePushService): Subscriber {
  const ua = createECDH('prime256v1');
  const uaPublic = ua.generateKeys();
  const authSecret = randomBytes(16);
  return {
    subscription: {
      endpoint: `${service.origin}/push/${randomUUID()}`,
      expirationTime: null,
      keys: { p256dh: b64url(uaPublic), auth: b64url(authSecret) },
    },
    decrypt(body) {
      // The header: salt (16), record size (4), key id length (1), key id = the sender's public key.
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const secret = ua.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', secret, authSecret, keyInfo, 32));
      const cek = Buffer.from(
        hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16),
      );
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      const end = padded.lastIndexOf(2);
      if (end < 0 || padded.subarray(end + 1).some((b) => b !== 0)) throw new Error('bad padding');
      return padded.subarray(0, end).toString('utf8');
    },
  };
}
