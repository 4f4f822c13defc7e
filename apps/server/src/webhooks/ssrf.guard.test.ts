/**
 * The SSRF table: every private, loopback, link-local, metadata and IPv4-carrying IPv6 form, decimal, octal
 * and hex IPv4, host names resolving to such addresses, and redirects. Each URL goes through the real
 * sender, and a spy on `net.Socket#connect` proves no connection was even attempted.
 */
import { lookup } from 'node:dns/promises';
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WebhookReceiver } from '../../test/webhook-receiver.js';
import { checkUrlShape, checkWebhookUrl, isPublicAddress, type Resolver } from './ssrf.guard.js';
import { webhookSender } from './webhook.sender.js';

const PRIVATE_HOSTS = [
  // IPv4: unspecified, loopback, private, link-local and metadata, shared, benchmarking, reserved, broadcast
  '0.0.0.0',
  '127.0.0.1',
  '127.5.5.5',
  '10.1.2.3',
  '172.16.0.1',
  '172.31.255.254',
  '192.168.1.10',
  '169.254.169.254',
  '100.64.0.1',
  '192.0.0.8',
  '198.18.0.1',
  '192.0.2.1',
  '224.0.0.1',
  '240.0.0.1',
  '255.255.255.255',
  // The same written in decimal, octal and hex (the URL parser turns them into dotted quads)
  '2130706433',
  '0x7f000001',
  '017700000001',
  '0177.0.0.1',
  '0x7f.1',
  '127.1',
  '0x7f.0x0.0x0.0x1',
  '2852039166',
  '0xa9fea9fe',
  '0251.0376.0251.0376',
  '10.1',
  // IPv6: unspecified, loopback, unique-local (AWS metadata fd00:ec2::254), link-local, multicast, docs
  '[::]',
  '[::1]',
  '[fd00::1]',
  '[fd00:ec2::254]',
  '[fc00::1]',
  '[fe80::1]',
  '[ff02::1]',
  '[2001:db8::1]',
  // IPv4-compatible (::a.b.c.d)
  '[::127.0.0.1]',
  '[::7f00:1]',
  '[::a9fe:a9fe]',
  '[::169.254.169.254]',
  '[::a00:1]',
  '[::192.168.0.1]',
  // IPv4-mapped and SIIT
  '[::ffff:127.0.0.1]',
  '[::ffff:7f00:1]',
  '[::ffff:a9fe:a9fe]',
  '[::ffff:10.0.0.1]',
  '[::ffff:0:a00:1]',
  '[::ffff:0:127.0.0.1]',
  // NAT64 (well-known and local-use), 6to4, Teredo
  '[64:ff9b::127.0.0.1]',
  '[64:ff9b::a9fe:a9fe]',
  '[64:ff9b::10.0.0.1]',
  '[64:ff9b:1::a00:1]',
  '[2002:7f00:1::]',
  '[2002:a9fe:a9fe::1]',
  '[2002:c0a8:101::1]',
  '[2001:0:4136:e378:8000:63bf:3fff:fdd2]',
  // Names that always mean this machine
  'localhost',
];

/** A fake DNS (no real DNS here): names that resolve to private addresses, as an attacker would set up. */
const FAKE_DNS: Record<string, { address: string; family: number }[]> = {
  'metadata.attacker.example': [{ address: '169.254.169.254', family: 4 }],
  'mapped.attacker.example': [{ address: '::ffff:169.254.169.254', family: 6 }],
  'compat.attacker.example': [{ address: '::a00:1', family: 6 }],
  'nat64.attacker.example': [{ address: '64:ff9b::a00:1', family: 6 }],
  'mixed.attacker.example': [
    { address: '93.184.216.34', family: 4 },
    { address: '::1', family: 6 },
  ],
};
const systemResolver: Resolver = (host) => lookup(host, { all: true });
const fakeResolver: Resolver = (host) => {
  // localhost is answered by this machine's hosts file, not the network: the real resolver is safe here.
  if (host === 'localhost') return systemResolver(host);
  const answer = FAKE_DNS[host];
  return answer ? Promise.resolve(answer) : Promise.reject(new Error(`ENOTFOUND ${host}`));
};

describe('SSRF guard', () => {
  let connects: string[];
  beforeEach(() => {
    connects = [];
    const real = Reflect.get(net.Socket.prototype, 'connect') as (...a: unknown[]) => net.Socket;
    vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (
      this: net.Socket,
      ...args: unknown[]
    ) {
      // net.connect() passes its normalised arguments as one array: [options, callback].
      const first: unknown = Array.isArray(args[0]) ? args[0][0] : args[0];
      const host = typeof first === 'object' && first !== null ? (first as { host?: string }).host : args[1];
      connects.push(String(host));
      return real.apply(this, args);
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const strictSend = webhookSender({ allowPrivate: false, resolve: fakeResolver, timeoutMs: 2_000 });
  const send = (url: string) => strictSend({ url, body: '{}', id: 'msg_ssrf', timestamp: 0 });

  it.each(PRIVATE_HOSTS)('refuses http://%s/ without opening a connection', async (host) => {
    for (const url of [`http://${host}/hook`, `https://${host}:8443/hook`]) {
      const res = await send(url);
      expect(res, url).toMatchObject({ ok: false, refused: 'private_address' });
    }
    expect(connects).toEqual([]);
  });

  it.each(Object.keys(FAKE_DNS))('refuses %s, a name resolving to a private address', async (host) => {
    const res = await send(`https://${host}/hook`);
    expect(res).toMatchObject({ ok: false, refused: 'private_address' });
    expect(connects).toEqual([]);
  });

  it('answers each refusal with a typed reason', async () => {
    const cases: [string, string][] = [
      ['ftp://example.com/x', 'scheme'],
      ['file:///etc/passwd', 'scheme'],
      ['https://u:p@example.com/', 'credentials'],
      ['not a url', 'invalid_url'],
      ['http://[::1', 'invalid_url'],
      ['https://unknown.attacker.example/', 'unresolvable'],
    ];
    for (const [url, reason] of cases) {
      expect(await checkWebhookUrl(url, { allowPrivate: false, resolve: fakeResolver }), url).toMatchObject({
        refused: true,
        reason,
      });
    }
    expect(checkUrlShape('http://[::1')).toMatchObject({ refused: true, reason: 'invalid_url' });
    expect(connects).toEqual([]);
  });

  it('does not follow a redirect to the metadata address: one request, to loopback only', async () => {
    const rx = await new WebhookReceiver().start();
    rx.script = () => ({ status: 302, headers: { location: 'http://169.254.169.254/latest/meta-data/' } });
    try {
      const res = await webhookSender({ allowPrivate: true })({
        url: rx.url,
        body: '{}',
        id: 'msg_redirect',
        timestamp: 0,
      });
      expect(res).toMatchObject({ ok: false, status: 302 });
      expect(rx.received).toHaveLength(1);
      expect(connects).toEqual(['127.0.0.1']);
    } finally {
      await rx.stop();
    }
  });

  it('accepts public addresses, and loopback only when private targets are allowed', async () => {
    const resolve: Resolver = () => Promise.resolve([{ address: '93.184.216.34', family: 4 }]);
    const ok = await checkWebhookUrl('https://hooks.zapier.com/hooks/catch/1/a/', {
      allowPrivate: false,
      resolve,
    });
    expect(ok).toMatchObject({ refused: false, addresses: [{ address: '93.184.216.34', family: 4 }] });
    const local = await checkWebhookUrl('http://127.0.0.1:9/x', { allowPrivate: true });
    expect(local).toMatchObject({ refused: false, addresses: [{ address: '127.0.0.1', family: 4 }] });
  });

  it.each(['8.8.8.8', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])(
    'classifies %s, which carries a public address, as public',
    (ip) => {
      expect(isPublicAddress(ip)).toBe(true);
    },
  );

  it.each(['nonsense', '', '1.2.3.4.5', '::g', '[::1]'])('classifies %j as not an address', (ip) => {
    expect(isPublicAddress(ip)).toBe(false);
  });
});
