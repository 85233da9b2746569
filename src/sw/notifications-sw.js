/* Notifications in the service worker (issue 17), bundled into Workbox's generated worker at its top level
   (scripts/service-worker.ts): a classic script, its functions globals of the worker. `display` takes the event the
   dashboard's rules made ({id, title, body, url}); the page hands it over by postMessage while the app runs. Web Push
   is the seam left open: once the service sends pushes, a 'push' listener calls the same display(event.data.json()).
   A click focuses a dashboard window (or opens one) on the event's view. */
const NOTIFY = 'vds-notify';
const OPEN = 'vds-open';

/** Only the dashboard's own car views: a path on this origin under /vehicles/. */
function safePath(url) {
  try {
    const u = new URL(url, self.location.origin);
    return u.origin === self.location.origin && u.pathname.startsWith('/vehicles/') ? u.pathname : '/vehicles';
  } catch {
    return '/vehicles';
  }
}

function display(event) {
  return self.registration.showNotification(String(event.title), {
    body: String(event.body),
    tag: String(event.id),
    icon: '/pwa-192x192.png',
    data: { id: String(event.id), url: safePath(event.url) },
  });
}

async function openView(data) {
  const url = safePath(data && data.url);
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (!client) return self.clients.openWindow(url);
  // The app navigates itself (no reload, the session stays in memory); focus brings its window forward.
  client.postMessage({ type: OPEN, url, id: data && data.id });
  return client.focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openView(event.notification.data));
});

self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type === NOTIFY && data.event) event.waitUntil(display(data.event));
});
