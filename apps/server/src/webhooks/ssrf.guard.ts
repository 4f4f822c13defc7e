/**
 * Checks a webhook URL before every attempt: http or https only, and every address the host resolves to
 * must be public unicast (no loopback, private, link-local, metadata, unique-local, mapped or tunnelled
 * private addresses) unless private targets are allowed (tests, local receivers).
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dnsLookup(host, { all: true, verbatim: true });

/** Why a URL was refused, for callers that answer differently (e.g. Save refuses, but only warns when the host does not resolve right now). */
export type BlockedReason = 'invalid' | 'protocol' | 'credentials' | 'unresolved' | 'private';

export class BlockedUrlError extends Error {
  constructor(
    message: string,
    readonly reason: BlockedReason,
  ) {
    super(message);
  }
}

/** True only for a public unicast address; IPv4-mapped IPv6 is judged as the IPv4 it carries. */
export function isPublicAddress(ip: string): boolean {
  if (!ipaddr.isValid(ip)) return false;
  let addr = ipaddr.parse(ip);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  }
  return addr.range() === 'unicast';
}

export interface GuardOptions {
  allowPrivate: boolean;
  resolve?: Resolver;
}

/** Parses and checks `raw`; returns the URL and the checked addresses to connect to. */
export async function checkWebhookUrl(
  raw: string,
  opts: GuardOptions,
): Promise<{ url: URL; addresses: { address: string; family: number }[] }> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedUrlError('The webhook URL is not a valid URL', 'invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new BlockedUrlError(
      `The webhook URL must use http or https, not ${url.protocol.replace(':', '')}`,
      'protocol',
    );
  }
  if (url.username || url.password)
    throw new BlockedUrlError('The webhook URL must not carry credentials', 'credentials');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = ipaddr.isValid(host)
    ? [{ address: host, family: host.includes(':') ? 6 : 4 }]
    : await (opts.resolve ?? systemResolver)(host).catch(() => {
        throw new BlockedUrlError(`The webhook host ${host} could not be resolved`, 'unresolved');
      });
  if (addresses.length === 0)
    throw new BlockedUrlError(`The webhook host ${host} has no address`, 'unresolved');
  if (!opts.allowPrivate) {
    const bad = addresses.find((a) => !isPublicAddress(a.address));
    if (bad) {
      throw new BlockedUrlError(
        `The webhook host ${host} resolves to ${bad.address}, a private, loopback or link-local address`,
        'private',
      );
    }
  }
  return { url, addresses };
}
