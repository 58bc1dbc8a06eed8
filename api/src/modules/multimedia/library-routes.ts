import * as v from 'valibot';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { readImageUpload, storeImage, uploadRateLimit } from '../../lib/media/index.js';
import { errorResponses } from '../../lib/schemas.js';
import { mediaItemSchema, mediaItemColumns, mediaItemOf } from './media-item.js';
import { mediaEditRoutes } from './media-edit-routes.js';
import './tables.js';

const calls = endpoints.multimediaEndpoints;
const tags = ['multimedia'];

export const labelsOf = (labels: string | undefined): string[] =>
  (labels ?? '')
    .split(',')
    .map((label) => label.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 10);

/** The editor's picture library: list by labels, and upload into it (multipart field `image`). */
export async function mediaLibraryRoutes(app: FastifyInstance): Promise<void> {
  await mediaEditRoutes(app);
  registerEndpoint(
    app,
    calls.listMedia,
    { tags, response: { 200: v.array(mediaItemSchema), ...errorResponses(400, 401, 403) } },
    async (request) => {
      const wanted = labelsOf(request.query.labels);
      const rows = await app.db
        .selectFrom('media_items')
        .select(mediaItemColumns)
        .where('organization_id', '=', request.params.orgId)
        .orderBy('created_at', 'desc')
        .limit(500)
        .execute();
      return rows
        .filter(
          (row) =>
            wanted.length === 0 ||
            [...row.labels, row.name].some((label) => wanted.some((w) => label.toLowerCase().includes(w))),
        )
        .slice(0, 200)
        .map(mediaItemOf);
    },
  );

  registerEndpoint(
    app,
    calls.uploadMedia,
    {
      tags,
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      response: { 200: mediaItemSchema, ...errorResponses(400, 401, 403, 413, 415, 503) },
    },
    async (request) => {
      const { orgId } = request.params;
      const data = await readImageUpload(request, 'image');
      const stored = await storeImage(app.media, app.config.apiPrefix, orgId, data, app.imageQueue);
      const labels = labelsOf(request.query.labels);
      const row = await app.db
        .insertInto('media_items')
        .values({
          organization_id: orgId,
          labels,
          href: stored.href,
          srcset: stored.srcset,
          width: stored.width,
          height: stored.height,
          uploaded_by: request.session?.email ?? null,
          name: request.query.name?.trim() ?? '',
        })
        .returning(mediaItemColumns)
        .executeTakeFirstOrThrow();
      return mediaItemOf(row);
    },
  );
}
