/**
 * This browser's side of push alerts (decision 0214): whether it can get them, its subscription, and
 * subscribing with the server's VAPID key after asking the owner's permission. Errors are sentences.
 */
import { ownerServiceWorker } from '../owner-app';

/** What the settings section needs from this browser (the browser's own, or a test's). */
export interface ThisDevice {
  /** Why this browser cannot get push alerts, or null when it can. */
  unsupported(): string | null;
  /** The endpoint of this browser's subscription, or null without one. */
  endpoint(): Promise<string | null>;
  /** Asks permission, subscribes with `publicKey`; answers the subscription as the server takes it. */
  subscribe(publicKey: string): Promise<PushSubscriptionJSON>;
  /** Ends this browser's subscription, if any. */
  unsubscribe(): Promise<void>;
}

/** The VAPID key (base64url) as the bytes `pushManager.subscribe` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
}

const subscription = async () => (await ownerServiceWorker())?.pushManager.getSubscription() ?? null;

export const browserDevice: ThisDevice = {
  unsupported() {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window))
      return 'This browser cannot get push alerts. On an iPhone or iPad, add the owner area to the Home Screen (Share, then Add to Home Screen) and open it from there.';
    if (Notification.permission === 'denied')
      return 'Notifications are blocked for this site. Allow them in the browser’s site settings, then reload this page.';
    return null;
  },
  async endpoint() {
    return (await subscription())?.endpoint ?? null;
  },
  async subscribe(publicKey) {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted')
      throw new Error('Alerts need your permission to show notifications. Allow them and try again.');
    const sw = await ownerServiceWorker();
    if (!sw)
      throw new Error('The owner area’s service worker could not start. Reload the page and try again.');
    await navigator.serviceWorker.ready;
    try {
      const sub = await sw.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: keyBytes(publicKey),
      });
      return sub.toJSON();
    } catch (err) {
      throw new Error(
        `The browser’s push service did not answer (${(err as Error).message}). Try again later.`,
        { cause: err },
      );
    }
  },
  async unsubscribe() {
    await (await subscription())?.unsubscribe();
  },
};
