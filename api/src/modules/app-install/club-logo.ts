import type { FastifyInstance } from 'fastify';

const pictureHref = /^\/[^\s"]*\/multimedia-service\/(media|files)\/[^\s"?#]+\.(svg|png|jpe?g|webp)$/i;

/** Every string inside a stored value (fields hold localized objects and nested elements). */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* stringsOf(item);
}

/**
 * The club's logo: the first picture of its FOOTER template (the block that carries the logo and
 * the company name), read from the site's own media routes. Null when there is none.
 */
export async function clubLogo(app: FastifyInstance, organizationId: string): Promise<Buffer | null> {
  const footer = await app.db
    .selectFrom('templates')
    .select(['fields', 'elements'])
    .where('organization_id', '=', organizationId)
    .where('type', '=', 'FOOTER')
    .orderBy('position')
    .executeTakeFirst();
  if (!footer) return null;
  const href = [...stringsOf(footer.fields), ...stringsOf(footer.elements)].find((text) => pictureHref.test(text));
  if (!href?.startsWith(`${app.config.apiPrefix}/`)) return null;
  const response = await app.inject({ method: 'GET', url: href });
  return response.statusCode === 200 ? response.rawPayload : null;
}
