// The published-content cache: one per process, reached as app.publishedCache.
//   get(orgId, lang, key, compute)  any value per organization + language (e.g. rendered HTML)
//   subscribe(listener)             hear which organization was invalidated (null: all)
//   sendPublishedJson(...)          a route's JSON answer from the cache, with ETag / 304
export { PublishedCache, type InvalidationListener, type PublishedCacheOptions } from './cache.js';
export { cachedBody, type CachedBody, isNotModified, sendCachedBody, sendPublishedJson, storedBody } from './http.js';
export { changeChannel, default as publishedCachePlugin } from './plugin.js';
