/**
 * Checks a webhook URL (or a push endpoint, decision 0214) before every attempt: http or https only, and every address the host resolves to
 * must be public unicast (no loopback, private, link-local, metadata, unique-local, or such an IPv4 address
 * carried inside an IPv6 one) unless private targets are allowed (tests, local receivers). It answers with
 * a typed verdict, `{ refused: true, reason, message }`; callers branch on `reason`, never on the text.
 *
 * Decimal, octal and hex IPv4 hosts (`http://2130706433/`, `http://0x7f.1/`) need no rule of their own:
 * the WHATWG URL parser rewrites them to dotted quads before the guard sees them.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why a URL was refused. */
export type RefusalReason = 'invalid_url' | 'scheme' | 'credentials' | 'unresolvable' | 'private_address';

export interface Refusal {
  refused: true;
  reason: RefusalReason;
  /** For people: the log, the delivery log, the settings page. */
  message: string;
}

export interface Allowed {
  refused: false;
  url: URL;
  /** The checked addresses; the connection goes to these only. */
  addresses: { address: string; family: number }[];
}

const refuse = (reason: RefusalReason, message: string): Refusal => ({ refused: true, reason, message });

/**
 * The IPv4 address an IPv6 address carries, for every form that routes to or stands for one: IPv4-mapped
 * (::ffff:a.b.c.d), SIIT (::ffff:0:a.b.c.d), IPv4-compatible (::a.b.c.d), NAT64 (64:ff9b::/96) and 6to4
 * (2002:AABB:CCDD::/48). Undefined for a plain IPv6 address.
 */
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const p = addr.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
  const zeros = (from: number, to: number) => p.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && (p[5] === 0xffff || p[5] === 0)) return v4(p[6]!, p[7]!);
  if (zeros(0, 4) && p[4] === 0xffff && p[5] === 0) return v4(p[6]!, p[7]!);
  if (p[0] === 0x64 && p[1] === 0xff9b && zeros(2, 6)) return v4(p[6]!, p[7]!);
  if (p[0] === 0x2002) return v4(p[1]!, p[2]!);
  return undefined;
}

/**
 * True only for a public unicast address. An IPv6 address that carries an IPv4 one is judged as that
 * IPv4; Teredo (2001::/32) and local-use NAT64 (64:ff9b:1::/48) hide their target and are never public.
 */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  const addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv4') return addr.range() === 'unicast';
  const v6 = addr as ipaddr.IPv6;
  // `::` and `::1` sit in the IPv4-compatible block; they are judged as what they are.
  if (v6.range() === 'unspecified' || v6.range() === 'loopback') return false;
  const inner = embeddedIPv4(v6);
  if (inner) return inner.range() === 'unicast';
  return v6.range() === 'unicast';
}

/**
 * The checks that need no network: a URL, http(s) (https alone with `httpsOnly`), no credentials.
 * Configuration and settings use it. `label` names the URL in the sentences ("webhook", "push endpoint").
 */
export function checkUrlShape(
  raw: string,
  o: { label?: string; httpsOnly?: boolean } = {},
): Refusal | { refused: false; url: URL } {
  const label = o.label ?? 'webhook';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return refuse('invalid_url', `The ${label} URL is not a valid URL`);
  }
  const schemes = o.httpsOnly ? ['https:'] : ['http:', 'https:'];
  if (!schemes.includes(url.protocol))
    return refuse(
      'scheme',
      `The ${label} URL must use ${o.httpsOnly ? 'https' : 'http or https'}, not ${url.protocol.replace(':', '')}`,
    );
  if (url.username || url.password)
    return refuse('credentials', `The ${label} URL must not carry credentials`);
  return { refused: false, url };
}

export interface GuardOptions {
  allowPrivate: boolean;
  /** Refuse plain http (push endpoints in production: real push services are all https). */
  httpsOnly?: boolean;
  /** What the URL is, for the sentences: "webhook" (the default) or "push endpoint". */
  label?: string;
  resolve?: Resolver;
}

/** Parses and checks `raw`; answers with the URL and the checked addresses to connect to, or a refusal. */
export async function checkWebhookUrl(raw: string, opts: GuardOptions): Promise<Allowed | Refusal> {
  const label = opts.label ?? 'webhook';
  const shape = checkUrlShape(raw, opts);
  if (shape.refused) return shape;
  const host = shape.url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (ipaddr.isValid(host)) addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  else {
    try {
      addresses = await (opts.resolve ?? systemResolver)(host);
    } catch {
      return refuse('unresolvable', `The ${label} host ${host} could not be resolved`);
    }
  }
  if (addresses.length === 0) return refuse('unresolvable', `The ${label} host ${host} has no address`);
  if (!opts.allowPrivate) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad)
      return refuse(
        'private_address',
        `The ${label} host ${host} resolves to ${bad.address}, a private, loopback or link-local address`,
      );
  }
  return { refused: false, url: shape.url, addresses };
}
