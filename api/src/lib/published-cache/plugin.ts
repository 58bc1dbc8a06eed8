import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/connection.js';
import { PublishedCache } from './cache.js';

/** The channel the database triggers of migration 080 notify, with the organization id as payload. */
export const changeChannel = 'club_content_changed';

declare module 'fastify' {
  interface FastifyInstance {
    /** Published content per organization and language, dropped by every save (lib/published-cache). */
    publishedCache: PublishedCache;
    /** application_name of this replica's LISTEN connection on PostgreSQL (unique per app). */
    publishedCacheFeedName: string;
  }
  interface FastifyContextConfig {
    /** A content write that never changes what visitors see (an autosaved draft): keeps the cache. */
    keepsPublished?: boolean;
    /**
     * A write outside the editor that changes what a published page shows (a course's places or
     * booking state): drops the organization's entries on this replica before the answer leaves,
     * as a content write does, so the buyer's next page read never waits for the notification.
     */
    changesPublished?: boolean;
  }
}

export interface PublishedCachePluginOptions {
  handle: DatabaseHandle;
  maxBytes?: number;
}

/** Route config of the writes that change what a published page shows (course places, booking). */
export const changesPublished = { changesPublished: true };

const isRead = (method: string) => method === 'GET' || method === 'HEAD' || method === 'OPTIONS';

/**
 * Wires the cache to the database's change feed: every replica LISTENs (the triggers NOTIFY on
 * commit), so a save on any replica drops that organization's entries everywhere. Besides, an
 * editor's write drops them on this replica before its answer leaves, so the editor's own next
 * read (after "Well done") never depends on how fast the notification travels.
 */
async function publishedCachePlugin(app: FastifyInstance, options: PublishedCachePluginOptions): Promise<void> {
  const cache = new PublishedCache({ maxBytes: options.maxBytes });
  app.decorate('publishedCache', cache);
  const feedName = `club-published-cache-${randomBytes(4).toString('hex')}`;
  app.decorate('publishedCacheFeedName', feedName);

  const stop = await options.handle.listen(
    changeChannel,
    {
      onNotify: (organizationId) => cache.invalidate(organizationId),
      onLive: (isLive) => {
        if (!isLive) app.log.warn('published cache: change feed lost, serving uncached until it is back');
        cache.setLive(isLive);
      },
    },
    { applicationName: feedName },
  );
  app.addHook('onClose', async () => stop());

  app.addHook('onSend', async (request, _reply, payload) => {
    if (isRead(request.method) || request.routeOptions.config?.keepsPublished) return payload;
    const access = request.routeOptions.config?.access;
    const isContentWrite = Array.isArray(access) ? access.includes('WRITE_CONTENT') : access === 'WRITE_CONTENT';
    const { orgId } = (request.params ?? {}) as { orgId?: string };
    if ((isContentWrite || request.routeOptions.config?.changesPublished) && orgId) cache.invalidate(orgId);
    return payload;
  });
}

export default fp(publishedCachePlugin, { name: 'published-cache' });
