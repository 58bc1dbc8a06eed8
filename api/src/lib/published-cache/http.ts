import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublishedCache } from './cache.js';

/** A response body as it goes on the wire, with its strong validator. */
export interface CachedBody {
  body: Buffer;
  /** Quoted strong ETag: a hash of the body, so every replica gives the same bytes the same tag. */
  etag: string;
  contentType: string;
}

export function cachedBody(payload: string | Buffer, contentType: string): CachedBody {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag, contentType };
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x"; * matches anything. */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/**
 * Answers 304 when the client already holds these bytes, else the bytes; either way with the
 * ETag and `no-cache` (clients may keep it but must revalidate before each use).
 */
export function sendCachedBody(request: FastifyRequest, reply: FastifyReply, cached: CachedBody): FastifyReply {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache');
  if (isNotModified(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  return reply.type(cached.contentType).send(cached.body);
}

const jsonType = 'application/json; charset=utf-8';

/**
 * A published JSON read, served from the cache: `read` runs only on a miss (it may throw an
 * HttpError, which is not cached), its result is serialised once with the route's response schema
 * (the same bytes as an uncached answer) and sent as a buffer from then on. Call it after the
 * access check, i.e. in the handler, with the organization id of the route's (checked) path.
 */
export async function sendPublishedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: PublishedCache,
  where: { organizationId: string; language: string; key: string },
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cached = await cache.get(
    where.organizationId,
    where.language,
    where.key,
    async () => cachedBody(reply.serialize(await read()) as string, jsonType),
    (entry) => entry.body.length + where.key.length + 128,
  );
  return sendCachedBody(request, reply, cached);
}
