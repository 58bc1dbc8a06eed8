/**
 * The site's service worker, served as /sw.js (scope '/'). Hand-written (about 2 KB): it needs
 * three fetch rules, a logout message and push display; Workbox is not in the store and would add
 * its runtime for that. Nothing is precached: a visitor's worker keeps only what the visitor
 * already loaded, so installing it downloads nothing new.
 *
 * - Content-hashed files (name.0123abcd.js/css): cache first (they never change).
 * - Pages and the site's other GET files (/, /training, /members..., main.js, remotes.json,
 *   mf-manifest.json): network first, the last copy when offline.
 * - API GETs of what the installed app shows offline (the club, timetable and dates, the user's
 *   record, courses, payments, orders and waiting list, event sign-ups, children, answers, menus
 *   and pages): network first, the last copy when offline. Everything else (POST/PUT/PATCH/DELETE,
 *   sign-in, exports) is never cached.
 * - A 'logout' message (sign-out) deletes every cache: no user's data outlives the session.
 */
export const cacheVersion = 'club-app-v1';

export const offlineApiPaths = [
  // The club by its name: a page rendered in the browser (/members) starts with it.
  '/organizations-service/organizations$',
  '/calendar-service/',
  '/content-service/organizations/[^/]+/menu',
  '/content-service/organizations/[^/]+/content',
  // A member's own record and lists, under any service (/orders-service/organizations/o/users/u/orders).
  '/[a-z-]+-service/organizations/[^/]+/users/[^/]+(/(courses|wallets|orders|waiting-list|event-sign-ups|children|family|date-answers))?$',
  '/products-service/',
];

export function serviceWorkerSource(apiPrefix: string): string {
  const apiPattern = `^${apiPrefix.replace(/\//g, '\\/')}(${offlineApiPaths.map((path) => path.replace(/\//g, '\\/')).join('|')})`;
  return `'use strict';
const CACHE = ${JSON.stringify(cacheVersion)};
const API = /${apiPattern}/;
const NEVER = /(\\.csv|\\/feed|\\/sessions|\\/authentications|\\/oauth2\\/)/;
const HASHED = /\\.[0-9a-f]{8}\\.(js|css)$/;
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((keys) => Promise.all(keys.filter((key) => key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});
async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && response.type === 'basic') await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(request, { ignoreVary: true });
    if (copy) return copy;
    if (request.mode === 'navigate') {
      const page = (await cache.match('/training')) || (await cache.match('/'));
      if (page) return page;
    }
    throw error;
  }
}
async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}
self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (url.pathname.startsWith(${JSON.stringify(`${apiPrefix}/`)})) {
    if (API.test(url.pathname)) event.respondWith(networkFirst(request));
    return;
  }
  if (url.pathname === '/sw.js') return;
  event.respondWith(HASHED.test(url.pathname) ? cacheFirst(request) : networkFirst(request));
});
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'logout') {
    event.waitUntil(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
});
self.addEventListener('push', (event) => {
  let notice = {};
  try {
    notice = event.data ? event.data.json() : {};
  } catch (error) {
    notice = { title: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(notice.title || self.location.hostname, {
      body: notice.body || '',
      icon: '/app-icon-192.png',
      badge: '/app-icon-192.png',
      tag: notice.tag,
      data: { url: notice.url || '/' },
    }),
  );
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL((event.notification.data && event.notification.data.url) || '/', self.location.origin).href;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target);
      return open ? open.focus() : self.clients.openWindow(target);
    }),
  );
});
`;
}
