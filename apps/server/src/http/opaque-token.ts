/**
 * The prospect's private links (a booking's manage link, a quote's resume link) carry an opaque token: 32
 * random bytes, base64url, that say nothing about the lead. Only its SHA-256 is stored, so a copy of the
 * database opens no link; a token is looked up by that hash (no secret is compared in JavaScript, and an
 * index lookup's timing reveals only hashes, which do not lead back to a token).
 */
import { createHash, randomBytes } from 'node:crypto';

/** A new token (shown once: in the answer or the message that carries it). */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the store keeps of a token. */
export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether a text has a token's shape; anything else is refused before the store is asked. */
export const isTokenShaped = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
