/**
 * Sealed link tokens (decision 0221): the server's own AES-256-GCM over a small JSON payload, so a token
 * is unguessable, cannot be altered or forged without the secret, and says nothing readable (not even the
 * address it is for). Stateless: nothing is stored per link, and any instance sharing the secret opens it.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key for one purpose: a token sealed for one kind of link never opens as another. */
const keyFor = (secret: string, purpose: string) =>
  createHash('sha256').update(`${purpose}\n${secret}`).digest();

/** Seals `payload` (JSON) for `purpose` into a base64url token. */
export function sealLink(secret: string, purpose: string, payload: unknown): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFor(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** The payload of a token sealed for `purpose` with `secret`, or null for anything else. */
export function openLink(secret: string, purpose: string, token: string): unknown {
  if (!/^[A-Za-z0-9_-]{40,600}$/.test(token)) return null;
  const raw = Buffer.from(token, 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(secret, purpose), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
