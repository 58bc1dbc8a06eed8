import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiRoot } from '../../config.js';

export const seedMediaDir = join(apiRoot, 'seed-media');
export const mediaPath = '/multimedia-service/media/';

/** Public, cacheable media files (the demo club's pictures). */
export async function multimediaRoutes(app: FastifyInstance): Promise<void> {
  if (!existsSync(seedMediaDir)) {
    app.log.warn({ dir: seedMediaDir }, 'no media directory');
    return;
  }
  await app.register(fastifyStatic, {
    root: seedMediaDir,
    prefix: mediaPath,
    decorateReply: false,
    index: false,
    maxAge: '7d',
    cacheControl: true,
  });
}
