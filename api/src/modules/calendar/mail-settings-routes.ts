import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { errorResponses, OrgParams } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { courseMailSettings, saveCourseMailSettings } from './change-mails.js';

const Settings = Type.Object({
  courseChanges: Type.Boolean({ description: 'Mails when a date of my courses is cancelled or moved' }),
  language: Type.Union([Type.Literal('de'), Type.Literal('en')]),
});

/** The logged-in person's choice about mails on course changes (issue 21); always their own. */
export const courseMailSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const path = '/calendar-service/organizations/:orgId/my-course-mails';
  app.get(
    path,
    {
      schema: { tags: ['calendar'], params: OrgParams, response: { 200: Settings, ...errorResponses(401, 403) } },
      config: { access: 'user' },
    },
    async (request) => courseMailSettings(app.db, request.params.orgId, requireSession(request).sub),
  );
  app.put(
    path,
    {
      schema: {
        tags: ['calendar'],
        params: OrgParams,
        body: Settings,
        response: { 200: Settings, ...errorResponses(400, 401, 403) },
      },
      config: { access: 'user' },
    },
    async (request) => {
      const userId = requireSession(request).sub;
      await saveCourseMailSettings(app.db, request.params.orgId, userId, request.body);
      return courseMailSettings(app.db, request.params.orgId, userId);
    },
  );
};
