import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { contentTypeOfFile } from '../../lib/media/index.js';
import { errorResponses } from '../../lib/schemas.js';
import { mediaLibraryRoutes } from './library-routes.js';
import { mediaPath, seedMediaDir } from './media-paths.js';

/** Public, cacheable media: uploaded pictures in their sizes, and the demo club's pictures. */
export async function multimediaRoutes(app: FastifyInstance): Promise<void> {
  await mediaLibraryRoutes(app);
  registerEndpoint(
    app,
    endpoints.multimediaEndpoints.getMediaFile,
    { tags: ['multimedia'], response: errorResponses(400, 404) },
    async (request, reply) => {
      const { orgId, id, file } = request.params;
      const key = `${orgId}/${id}/${file}`;
      // A bucket with a public URL serves the bytes itself (S3_PUBLIC_URL); the key never changes its bytes.
      if (app.media.publicUrl && contentTypeOfFile(file))
        return reply.header('cache-control', 'public, max-age=86400').redirect(app.media.publicUrl(key), 302);
      const data = await app.media.read(key);
      const contentType = contentTypeOfFile(file);
      if (!data || !contentType) throw notFound('No picture is stored here.', 'picture');
      return reply
        .type(contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );

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
