import type { FastifyPluginAsync } from 'fastify';
import { endpoints } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { courseMailSettings, saveCourseMailSettings } from './change-mails.js';

const calendar = endpoints.calendarEndpoints;
const tags = ['calendar'];
// The settings are answered with the body's own valibot schema: one declaration for both ways.
const Settings = calendar.courseMailSettingsBody;

/** The logged-in person's choice about mails on course changes (issue 21); always their own. */
export const courseMailSettingsRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    calendar.getCourseMailSettings,
    { tags, response: { 200: Settings, ...errorResponses(401, 403) } },
    async (request) => courseMailSettings(app.db, request.params.orgId, requireSession(request).sub),
  );
  registerEndpoint(
    app,
    calendar.saveCourseMailSettings,
    { tags, response: { 200: Settings, ...errorResponses(400, 401, 403) } },
    async (request) => {
      const userId = requireSession(request).sub;
      await saveCourseMailSettings(app.db, request.params.orgId, userId, request.body);
      return courseMailSettings(app.db, request.params.orgId, userId);
    },
  );
};
