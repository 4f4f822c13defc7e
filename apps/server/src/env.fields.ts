/**
 * Environment fields validated for what they mean, not only their shape: a proxy trust that cannot be
 * fooled by a forged header, a signing secret that is a real key, timeouts Node accepts. `env.ts` uses them.
 */
import { isValidEmail } from '@pw/funnel';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { checkUrlShape } from './webhooks/ssrf.guard.js';

/** proxy-addr's names for address ranges, usable in TRUST_PROXY. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (entry: string) =>
  RANGE_NAMES.has(entry) || ipaddr.isValid(entry) || (entry.includes('/') && isCidr(entry));

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/**
 * TRUST_PROXY: which `X-Forwarded-For` entries to believe. Empty or 0: none (the socket's address is the
 * client). A number N: the N proxies nearest this server (N=1: one reverse proxy; the client is the entry
 * it appended, whatever the client wrote before it). A comma list of addresses, CIDRs or `loopback`,
 * `linklocal`, `uniquelocal`: those proxies. `true` (believe every entry) is refused: with it a client
 * chooses its own address, so rate limits could be dodged or turned against someone else.
 */
export const trustProxyField = z
  .string()
  .trim()
  .default('')
  .transform((v, ctx): false | number | string[] => {
    if (v === '' || v === '0' || v === 'false' || v === 'no') return false;
    if (/^\d+$/.test(v) && Number(v) <= 10) return Number(v);
    const entries = v.split(',').map((e) => e.trim());
    if (!/^\d+$/.test(v) && entries.every(isAddressOrRange)) return entries;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be the number of proxies in front of the server (0-10) or their addresses (e.g. 10.0.0.2, loopback); ' +
        '"true" would believe every X-Forwarded-For entry',
    });
    return z.NEVER;
  });

/** An optional http(s) URL that really parses (`http://[::1` does not). */
export const httpUrlField = (what: string) =>
  z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined))
    .refine((v) => v === undefined || !checkUrlShape(v).refused, `must be an http(s) URL (${what})`);

/**
 * WEBHOOK_SIGNING_SECRET: `whsec_` + base64 of 24 to 64 random bytes (Standard Webhooks), or any text of at
 * least 32 characters. `whsec_` alone would sign with an empty key, which anyone can forge.
 */
export const signingSecretField = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))
  .refine((v) => {
    if (v === undefined) return true;
    if (!v.startsWith('whsec_')) return v.length >= 32;
    const b64 = v.slice(6);
    const bytes = Buffer.from(b64, 'base64').length;
    return /^[A-Za-z0-9+/]+={0,2}$/.test(b64) && bytes >= 24 && bytes <= 64;
  }, 'must be whsec_ followed by the base64 of 24 to 64 bytes, or a text of at least 32 characters');

/** A whole number of milliseconds, at least `min`, with a default; empty means the default. */
export const millisField = (fallback: number, min = 1) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(3_600_000).default(fallback),
  );

/** A TCP port: empty means the default (never "any free port", which 0 would mean). */
export const portField = (fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(0).max(65535).default(fallback),
  );

/**
 * An optional e-mail address (SMTP_FROM, OWNER_EMAIL); a typo here would lose every mail, so it is checked
 * strictly, by the prospects' one-address rule: the mail worker refuses to send to anything else (decision 0204).
 */
export const emailField = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined))
  .refine((v) => v === undefined || isValidEmail(v), 'must be an e-mail address');
