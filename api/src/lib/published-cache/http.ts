import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { PublishedCache } from './cache.js';
import { compressFromBytes, EncodedVariants, type Encoding, preferredEncoding } from './encodings.js';

/** A response body as it goes on the wire, with its strong validator and compressed copies. */
export interface CachedBody {
  body: Buffer;
  /** Quoted strong ETag: a hash of the body, so every replica gives the same bytes the same tag. */
  etag: string;
  contentType: string;
  variants: EncodedVariants;
}

export function cachedBody(payload: string | Buffer, contentType: string): CachedBody {
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, etag, contentType, variants: new EncodedVariants(body) };
}

/**
 * A body for the cache: its brotli and gzip copies are made before it is stored, and `bytes` is
 * what the entry holds (body, copies, key), for the cache's memory bound.
 */
export async function storedBody(
  payload: string | Buffer,
  contentType: string,
): Promise<{ cached: CachedBody; bytes: number }> {
  const cached = cachedBody(payload, contentType);
  const copies = await cached.variants.makeAll();
  return { cached, bytes: cached.body.length + copies };
}

/** A compressed copy is other bytes, so it has its own strong tag: "<hash>.br", "<hash>.gzip". */
const etagOf = (cached: CachedBody, encoding: Encoding | null) =>
  encoding ? `${cached.etag.slice(0, -1)}.${encoding}"` : cached.etag;

/**
 * If-None-Match uses the weak comparison (RFC 9110 §13.1.2): W/"x" matches "x"; * matches anything.
 * Any encoding's tag of the body counts: they all stand for the same content.
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const base = etag.slice(0, -1);
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag || (tag.startsWith(`${base}.`) && tag.endsWith('"')));
}

/**
 * Answers 304 when the client already holds these bytes, else the bytes (brotli or gzip when the
 * client takes it: compressed once per body, not per request); either way with the ETag and
 * `no-cache` (clients may keep it but must revalidate before each use).
 */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
): Promise<FastifyReply> {
  const isCompressible = cached.body.length >= compressFromBytes;
  const encoding = isCompressible ? preferredEncoding(request.headers['accept-encoding']) : null;
  reply.header('etag', etagOf(cached, encoding)).header('cache-control', 'no-cache');
  if (isCompressible) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  }
  if (isNotModified(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.type(cached.contentType);
  if (!encoding) return reply.send(cached.body);
  const bytes = cached.variants.ready(encoding) ?? (await cached.variants.get(encoding));
  return reply.header('content-encoding', encoding).send(bytes);
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
  const { cached } = await cache.get(
    where.organizationId,
    where.language,
    where.key,
    async () => storedBody(reply.serialize(await read()) as string, jsonType),
    (entry) => entry.bytes + where.key.length + 128,
  );
  return sendCachedBody(request, reply, cached);
}
