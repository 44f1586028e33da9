/*
 * The static demo's service worker, first part (vite.config.ts imports it into /sw.js before MSW's
 * mock worker, only in `npm run build:demo`). Once a page has started its mock, MSW answers every
 * request of that page and fetches from the network what it does not mock, so Workbox's precache
 * never saw the build's own files and the demo could not start offline. The build's files
 * (hashed, under assets/) are answered here from the precache instead, before MSW sees them; the
 * API goes on to MSW's mock as before.
 */
const assets = new URL('assets/', self.registration.scope).pathname;

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin || !url.pathname.startsWith(assets)) return;
  event.stopImmediatePropagation();
  event.respondWith(caches.match(event.request).then((hit) => hit ?? fetch(event.request)));
});
