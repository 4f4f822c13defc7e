/** Whether a subscription's `p256dh` is a real P-256 public key (decision 0214). */
import { createECDH } from 'node:crypto';

/**
 * True when `p256dh` (base64url) is an uncompressed point on the P-256 curve: the schema checks its
 * length and first byte, but only the curve says whether a notification could ever be encrypted to it.
 */
export function isP256PublicKey(p256dh: string): boolean {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  try {
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}
