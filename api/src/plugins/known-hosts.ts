import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const plainNotFoundPage = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>404</title></head>
<body><h1>Seite nicht gefunden</h1><p>Diese Adresse gehört zu keinem Verein.</p>
<h1 lang="en">Page not found</h1><p lang="en">This address belongs to no club.</p></body></html>
`;

/**
 * Pages (and the login and set-password pages) are served only on a host that a club configured
 * (SITE_ORIGINS, organization settings) or on a loopback name. Any other Host, e.g. a look-alike
 * domain pointed at this server, gets a plain 404 page: no login form to phish with, no page
 * whose links carry the foreign host. The API itself answers on any host (its links never come
 * from the Host).
 */
async function knownHostsPlugin(app: FastifyInstance, opts: { apiPrefix: string }): Promise<void> {
  const pagesUnderApi = [`${opts.apiPrefix}/login`, `${opts.apiPrefix}/set-password`];
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage =
      (opts.apiPrefix === '' ? false : !path.startsWith(`${opts.apiPrefix}/`)) ||
      pagesUnderApi.some((page) => path === page || path.startsWith(`${page}/`));
    if (!isPage || (await app.publicOrigins.isKnownHost(request))) return;
    return reply
      .status(404)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(request.method === 'HEAD' ? '' : plainNotFoundPage);
  });
}

export default fp(knownHostsPlugin, { name: 'known-hosts' });
