/** Owner passwords hashed with scrypt (node's crypto, memory-hard), stored as `scrypt$N$r$p$salt$hash`. */
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt's cost for new hashes (a hash keeps its own: verification reads it back from the hash). */
export const PRODUCTION_COST = 16_384;
let N = PRODUCTION_COST;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { ...opts, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

/**
 * Tests only (test/scrypt-cost.setup.ts): a lower cost for the hundreds of owner accounts and sign-ins
 * the suites make, some 50 ms of CPU each at the production cost. Nothing in src/ calls it.
 */
export function setHashCostForTests(n: number): void {
  N = n;
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, n, r, p, salt, hash] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await derive(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A password a person can copy from the log: 20 characters from an unambiguous alphabet. */
export function randomPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(20), (b) => alphabet[b % alphabet.length]).join('');
}
