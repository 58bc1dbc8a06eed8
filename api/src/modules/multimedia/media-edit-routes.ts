import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { MediaItemSchema, mediaItemColumns, mediaItemOf, mediaNameMax } from './media-item.js';
import { pagesShowing } from './media-usage.js';
import './tables.js';

const base = '/multimedia-service/organizations/:orgId/multimedia/:mediaId';
const Params = Type.Object({ orgId: Type.String({ format: 'uuid' }), mediaId: Type.String({ format: 'uuid' }) });
const secured = { tags: ['multimedia'], security: [{ bearerAuth: [] as string[] }] };
const Focus = Type.Number({ minimum: 0, maximum: 1 });
const MediaChange = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: mediaNameMax })),
    labels: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 10 })),
    focus: Type.Optional(Type.Object({ x: Focus, y: Focus }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
type MediaChangeBody = { name?: string; labels?: string[]; focus?: { x: number; y: number } };
type MediaParams = { orgId: string; mediaId: string };

const missing = () => notFound('This picture is not in the library.', 'mediaItem');

/** Rename, relabel, set the focal point of, and delete a picture of the library (WRITE_CONTENT). */
export async function mediaEditRoutes(app: FastifyInstance): Promise<void> {
  app.patch<{ Params: MediaParams; Body: MediaChangeBody }>(
    base,
    {
      config: { access: 'WRITE_CONTENT' },
      schema: {
        ...secured,
        summary: 'Rename a picture, change its labels or its focal point (x, y from 0 to 1; 0.5/0.5 is the centre).',
        params: Params,
        body: MediaChange,
        response: { 200: MediaItemSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { orgId, mediaId } = request.params;
      const { name, labels, focus } = request.body;
      const row = await app.db
        .updateTable('media_items')
        .set({
          ...(name === undefined ? {} : { name: name.trim() }),
          ...(labels === undefined ? {} : { labels: [...new Set(labels.map((l) => l.trim().toLowerCase()))] }),
          ...(focus === undefined ? {} : { focus_x: focus.x, focus_y: focus.y }),
        })
        .where('organization_id', '=', orgId)
        .where('id', '=', mediaId)
        .returning(mediaItemColumns)
        .executeTakeFirst();
      if (!row) throw missing();
      return mediaItemOf(row);
    },
  );

  app.delete<{ Params: MediaParams }>(
    base,
    {
      config: { access: 'WRITE_CONTENT' },
      schema: {
        ...secured,
        summary:
          "Delete a picture from the library. Refused (409 MEDIA_IN_USE) while a page, a news item or a pending schedule shows it, naming them. The stored files stay, so older versions in a page's history still show it.",
        params: Params,
        response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { orgId, mediaId } = request.params;
      const item = await app.db
        .selectFrom('media_items')
        .select(['href', 'name'])
        .where('organization_id', '=', orgId)
        .where('id', '=', mediaId)
        .executeTakeFirst();
      if (!item) throw missing();
      const pages = await pagesShowing(app.db, orgId, item.href, requestLanguage(request));
      if (pages.length > 0) {
        const list = pages.map((page) => `'${page}'`).join(', ');
        throw new HttpError(
          409,
          'MEDIA_IN_USE',
          `This picture is still shown on ${list}. Choose another picture there first.`,
          undefined,
          { pages: list, count: pages.length },
        );
      }
      await app.db.deleteFrom('media_items').where('organization_id', '=', orgId).where('id', '=', mediaId).execute();
      return reply.code(204).send();
    },
  );
}
