import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { readImageUpload, storeImage, uploadRateLimit } from '../../lib/media/index.js';
import { errorResponses } from '../../lib/schemas.js';
import { MediaItemSchema, mediaItemColumns, mediaItemOf, mediaNameMax } from './media-item.js';
import { mediaEditRoutes } from './media-edit-routes.js';
import './tables.js';

const base = '/multimedia-service/organizations/:orgId';
const LibraryQuery = Type.Object({
  labels: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Comma-separated; a picture matches when one of its labels contains one of them',
    }),
  ),
  userId: Type.Optional(Type.String({ maxLength: 100 })),
  name: Type.Optional(
    Type.String({ maxLength: mediaNameMax, description: 'The name shown in the library (upload only)' }),
  ),
});
const secured = { tags: ['multimedia'], security: [{ bearerAuth: [] as string[] }] };

export const labelsOf = (labels: string | undefined): string[] =>
  (labels ?? '')
    .split(',')
    .map((label) => label.trim().toLowerCase())
    .filter(Boolean)
    .slice(0, 10);

/** The editor's picture library: list by labels, and upload into it (multipart field `image`). */
export async function mediaLibraryRoutes(app: FastifyInstance): Promise<void> {
  await mediaEditRoutes(app);
  app.get<{ Params: { orgId: string }; Querystring: { labels?: string } }>(
    `${base}/multimedia`,
    {
      config: { access: 'WRITE_CONTENT' },
      schema: {
        ...secured,
        summary: "The organization's pictures, newest first (at most 200), filtered by labels (a name matches too).",
        params: Type.Object({ orgId: Type.String({ format: 'uuid' }) }),
        querystring: LibraryQuery,
        response: { 200: Type.Array(MediaItemSchema), ...errorResponses(400, 401, 403) },
      },
    },
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

  app.post<{ Params: { orgId: string }; Querystring: { labels?: string; name?: string } }>(
    `${base}/multimedia/generic`,
    {
      config: { access: 'WRITE_CONTENT', rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
      schema: {
        ...secured,
        summary:
          "Upload a picture (multipart field 'image', at most 5,000,000 bytes: 413 'Picture too large. Max picture size 5mb.'). The bytes must be a real image.",
        params: Type.Object({ orgId: Type.String({ format: 'uuid' }) }),
        querystring: LibraryQuery,
        response: { 200: MediaItemSchema, ...errorResponses(400, 401, 403, 413, 415, 503) },
      },
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
