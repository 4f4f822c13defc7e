/**
 * One POST to a URL the SSRF guard checked, used for webhooks and push notifications: the connection goes
 * to the checked address only, so a DNS answer cannot change between the check and the connect. No
 * redirects are followed (a 3xx is a failed attempt); the whole attempt is bounded by a timeout.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { checkWebhookUrl, type GuardOptions, type RefusalReason } from './ssrf.guard.js';

export type PostResult =
  | { ok: boolean; status: number; retryAfter?: string; excerpt: string; durationMs: number }
  | { ok: false; status?: undefined; error: string; durationMs: number; refused?: RefusalReason };

/** POSTs `body` with `headers` to `url` once the guard allowed it; answers what came back, or why not. */
export async function guardedPost(
  url: string,
  headers: Record<string, string>,
  body: string | Buffer,
  opts: GuardOptions & { timeoutMs?: number },
): Promise<PostResult> {
  const started = Date.now();
  const elapsed = () => Date.now() - started;
  const target = await checkWebhookUrl(url, opts);
  if (target.refused)
    return { ok: false, error: target.message, refused: target.reason, durationMs: elapsed() };
  const pinned: LookupFunction = (_host, options, cb) => {
    const list = target.addresses;
    if (options.all) (cb as (e: null, a: typeof list) => void)(null, list);
    else cb(null, list[0]!.address, list[0]!.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  const timeoutMs = opts.timeoutMs ?? 10_000;

  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (r: PostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const request = client.request(
      target.url,
      { method: 'POST', headers, lookup: pinned, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 2048) chunks.push(c);
          size += c.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const retryAfter = res.headers['retry-after'];
          finish({
            ok: status >= 200 && status < 300,
            status,
            ...(retryAfter ? { retryAfter } : {}),
            excerpt: Buffer.concat(chunks).toString('utf8').slice(0, 500),
            durationMs: elapsed(),
          });
        });
        res.on('error', (err) => finish({ ok: false, error: err.message, durationMs: elapsed() }));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, error: `No answer within ${timeoutMs / 1000} s`, durationMs: elapsed() });
      request.destroy();
    }, timeoutMs);
    request.on('error', (err) => finish({ ok: false, error: err.message, durationMs: elapsed() }));
    request.end(body);
  });
}
