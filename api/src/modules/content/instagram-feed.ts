import { createHash } from 'node:crypto';
import type { InstagramMedia } from '@club/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config.js';
import {
  demoAccessToken,
  graphImageFeed,
  type ImageFeedProvider,
  type ImageFeedSource,
  localImageFeed,
  tokenInvalid,
} from '../../lib/image-feed.js';
import { mediaPath } from '../multimedia/index.js';

interface CacheEntry {
  tokenHash: string;
  expiresAt: number;
  media: Promise<InstagramMedia[]>;
}

/**
 * Picks the provider and caches each (organization, template) feed in memory for
 * INSTAGRAM_CACHE_TTL_MS. Only successful answers stay cached; concurrent requests share one fetch.
 * The token is part of the cache check (as a hash) so a changed token is fetched anew.
 */
export function instagramFeed(config: AppConfig, log: FastifyBaseLogger) {
  const graph = graphImageFeed({
    baseUrl: config.instagramApiBaseUrl,
    timeoutMs: config.instagramTimeoutMs,
    onFailure: (detail) => log.warn(detail, 'Instagram feed unavailable'),
  });
  const local = localImageFeed(`${config.apiPrefix}${mediaPath.replace(/\/$/, '')}`);
  const cache = new Map<string, CacheEntry>();

  const providerFor = (accessToken: string): ImageFeedProvider =>
    config.imageFeed === 'local' || accessToken === demoAccessToken ? local : graph;

  return {
    providerFor,
    async media(organizationId: string, templateId: string, source: ImageFeedSource): Promise<InstagramMedia[]> {
      if (!source.accessToken) throw tokenInvalid();
      const key = `${organizationId}:${templateId}`;
      const tokenHash = createHash('sha256').update(source.accessToken).digest('base64url');
      const now = config.now();
      const cached = cache.get(key);
      if (cached && cached.tokenHash === tokenHash && cached.expiresAt > now) return cached.media;
      const media = providerFor(source.accessToken).fetchMedia(source);
      const entry: CacheEntry = { tokenHash, expiresAt: now + config.instagramCacheTtlMs, media };
      cache.set(key, entry);
      media.catch(() => {
        if (cache.get(key) === entry) cache.delete(key);
      });
      return media;
    },
  };
}
