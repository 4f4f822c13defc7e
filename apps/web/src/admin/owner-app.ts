/**
 * The owner area as an app on the owner's phone (decision 0214): its own web app manifest (scope
 * `/admin/`, start at the inbox) and its service worker (`/admin/sw.js`, which shows push alerts).
 * Only the owner area's code calls this: the public pages register no service worker and keep the site's
 * manifest. The shell's manifest link is pointed at the owner area's while an owner page is open.
 */
import { useEffect } from 'react';

const SW_URL = '/admin/sw.js';
const SCOPE = '/admin/';
const MANIFEST = '/admin/manifest.webmanifest';

let registration: Promise<ServiceWorkerRegistration | undefined> | undefined;

/** Registers the owner area's service worker once; undefined where the browser has none. */
export function ownerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registration ??= navigator.serviceWorker.register(SW_URL, { scope: SCOPE }).catch(() => undefined);
  return registration;
}

/** While mounted (the admin layout): the owner area's manifest, and its service worker registered. */
export function useOwnerApp(): void {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const before = link?.getAttribute('href') ?? null;
    link?.setAttribute('href', MANIFEST);
    void ownerServiceWorker();
    return () => {
      if (link && before !== null) link.setAttribute('href', before);
    };
  }, []);
}
