/** The unsubscribe link's token: the channel and address it withdraws, sealed (decision 0221). */
import { CONSENT_CHANNELS, type ConsentChannel } from '@pw/funnel';
import { openLink, sealLink } from './link-seal.js';

const PURPOSE = 'unsubscribe';

export interface UnsubscribeTarget {
  channel: ConsentChannel;
  address: string;
}

export function unsubscribeToken(secret: string, target: UnsubscribeTarget): string {
  return sealLink(secret, PURPOSE, { c: target.channel, a: target.address });
}

/** The channel and address of a token this server sealed, or null for a forged, altered or foreign one. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeTarget | null {
  const payload = openLink(secret, PURPOSE, token) as { c?: unknown; a?: unknown } | null;
  const channel = CONSENT_CHANNELS.find((c) => c === payload?.c);
  if (!channel || typeof payload?.a !== 'string' || payload.a.length === 0) return null;
  return { channel, address: payload.a };
}
