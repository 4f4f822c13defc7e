// The owner area's service worker (decision 0214). Served from /admin/, so its scope can never reach the
// public pages. It shows the lead alerts pushed to this device and opens the lead's page on a tap. It has
// no fetch handler and caches nothing: the owner area always talks to the live server.

/** The owner-area path a notification may open: same origin, under /admin/, else the inbox. */
function ownerAreaUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin && target.pathname.startsWith('/admin/')) return target.href;
  } catch {
    // Not a URL: fall through to the inbox.
  }
  return new URL('/admin/leads', self.location.origin).href;
}

// A new version takes over at once (it holds no cache that could disagree with the page).
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('push', (event) => {
  let alert = { title: 'New lead', body: '', url: '/admin/leads' };
  try {
    alert = { ...alert, ...event.data.json() };
  } catch {
    // An empty or unreadable payload still tells the owner something arrived.
  }
  event.waitUntil(
    // Plain text only: title and body are set as text, never as markup.
    self.registration.showNotification(String(alert.title), {
      body: String(alert.body),
      icon: '/apple-touch-icon.png',
      badge: '/favicon.svg',
      tag: String(alert.url),
      data: { url: ownerAreaUrl(alert.url) },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = ownerAreaUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((w) => new URL(w.url).pathname.startsWith('/admin/'));
      if (!open) return self.clients.openWindow(url);
      // navigate() needs a window this worker controls; any other is left alone and a new one opens.
      return open
        .focus()
        .then((w) => w.navigate(url))
        .catch(() => self.clients.openWindow(url));
    }),
  );
});
