import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { mediaItemSchema, mediaItemColumns, mediaItemOf } from './media-item.js';
import { pagesShowing } from './media-usage.js';
import './tables.js';

const calls = endpoints.multimediaEndpoints;
const tags = ['multimedia'];

const missing = () => notFound('This picture is not in the library.', 'mediaItem');

/** Rename, relabel, set the focal point of, and delete a picture of the library (WRITE_CONTENT). */
export async function mediaEditRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(
    app,
    calls.changeMedia,
    { tags, response: { 200: mediaItemSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, mediaId } = request.params;
      const { name, labels, focus } = request.body;
      const changes = {
        ...(name === undefined ? {} : { name: name.trim() }),
        ...(labels === undefined ? {} : { labels: [...new Set(labels.map((l) => l.trim().toLowerCase()))] }),
        ...(focus === undefined ? {} : { focus_x: focus.x, focus_y: focus.y }),
      };
      // A PATCH that changes nothing ({}) is a no-op answered with the item as it is
      // (an UPDATE without SET is no SQL).
      const row =
        Object.keys(changes).length === 0
          ? await app.db
              .selectFrom('media_items')
              .select(mediaItemColumns)
              .where('organization_id', '=', orgId)
              .where('id', '=', mediaId)
              .executeTakeFirst()
          : await app.db
              .updateTable('media_items')
              .set(changes)
              .where('organization_id', '=', orgId)
              .where('id', '=', mediaId)
              .returning(mediaItemColumns)
              .executeTakeFirst();
      if (!row) throw missing();
      return mediaItemOf(row);
    },
  );

  registerEndpoint(
    app,
    calls.deleteMedia,
    { tags, response: { 204: Type.Null(), ...errorResponses(401, 403, 404, 409) } },
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
