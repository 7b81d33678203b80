// The floor page's worker (bench/floor.ts): caches the page and its script at install,
// then answers every request from that cache, as the site's worker answers a warm visit.
const FILES = ['/', '/floor.js'];
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open('floor')
      .then((cache) => cache.addAll(FILES))
      .then(() => self.skipWaiting()),
  );
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const key =
    url.pathname === '/floor.js' ? '/floor.js' : event.request.mode === 'navigate' ? '/' : null;
  if (key) event.respondWith(caches.match(key).then((hit) => hit || fetch(event.request)));
});
