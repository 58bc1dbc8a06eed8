import type { FastifyRequest } from 'fastify';

/** The name a saved revision carries as its author. */
export const authorOf = (request: FastifyRequest): string =>
  request.session?.displayName || request.session?.email || 'unknown';

/** Who saves, for the document lock (editor-presence.ts): a signed-in administrator always is someone. */
export const writerOf = (request: FastifyRequest, now: number) =>
  request.session ? { writer: { userId: request.session.sub, now: new Date(now) } } : {};
