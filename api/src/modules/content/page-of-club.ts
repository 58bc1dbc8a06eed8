import type { preValidationHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { notFound } from '../../lib/http-error.js';
import { isUuid } from '../../lib/schemas.js';

/**
 * The club boundary of a page's sub-resources (revisions, schedule, draft, untranslated): their
 * queries are scoped to the club, so another club's page id answered an empty 200 (or a 204 for
 * dropping a draft) instead of 404. Checked as a route hook, after tenancy and the access guard
 * and before the body is read, so every such route answers alike.
 */
export const pageOfClub =
  (db: Kysely<Database>): preValidationHookHandler =>
  async (request) => {
    const { orgId, id } = request.params as { orgId?: string; id?: string };
    // A malformed id is the params schema's 400.
    if (!isUuid(orgId) || !isUuid(id)) return;
    const page = await db
      .selectFrom('contents')
      .select('id')
      .where('organization_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!page) throw notFound('No content has this id.', 'content');
  };
