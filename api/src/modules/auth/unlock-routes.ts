import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { htmlPage, prefersJson } from '../../lib/html-pages.js';
import { linkGone } from '../../lib/http-error.js';
import { htmlErrorPage } from './schemas.js';
import { errorResponses } from '../../lib/schemas.js';
import { requiredText } from '../../locales/load.js';
import { unlockPath } from './attempt-context.js';
import { unlockWith } from './unlock.js';

// The lock mail's link may open in either language: the page says both, German first
// (texts: src/locales/<lang>/errors.json, "pages.unlock").
const unlockPage = htmlPage<{ title: string; text: string }>(
  'auth/unlock',
  `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title><%= it.title %></title></head><body><main><h1><%= it.title %></h1><p><%= it.text %></p></main></body></html>
`,
);
const bilingual = (key: string) => `${requiredText('de', key)} / ${requiredText('en', key)}`;
const page = (outcome: 'unlocked' | 'gone') =>
  unlockPage({ title: bilingual(`pages.unlock.${outcome}.title`), text: bilingual(`pages.unlock.${outcome}.text`) });

/** The one-click unlock of the owner's lock mail. */
export async function unlockRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Querystring: { token: string } }>(
    unlockPath,
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: "Ends the account lock the owner's lock mail was sent for (one click). Answers an HTML page.",
        produces: ['text/html'],
        querystring: Type.Object({ token: Type.String({ minLength: 20, maxLength: 2000 }) }),
        response: {
          200: Type.String(),
          410: htmlErrorPage('The lock ended already or the link expired'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const isUnlocked = await unlockWith(app.db, app.config.jwtSecret, request.query.token, app.config.now());
      reply.header('cache-control', 'no-store');
      if (isUnlocked) return reply.type('text/html; charset=utf-8').send(page('unlocked'));
      if (prefersJson(request.headers.accept)) throw linkGone();
      return reply.status(410).type('text/html; charset=utf-8').send(page('gone'));
    },
  );
}
