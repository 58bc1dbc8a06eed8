import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { requestLanguage } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { dateForAnswer, myComingDates, recordAnswer } from './date-answers.js';
import { messageLinkRoutes } from './link-routes.js';
import { listSentMessages } from './repository.js';
import { sendClubMessage } from './send.js';

const messages = endpoints.messagesEndpoints;
const tags = ['messages'];

// The answers are declared once, in valibot, in @club/shared/contracts/schemas/messages.ts.
const { dateAnswerSchema, sentMessageSchema } = schemas;

/** Messages to people and answers per date (issue 35 items 1 and 2; README "Messages"). */
export const messagesRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    messages.sendMessage,
    { tags, response: { 201: sentMessageSchema, ...errorResponses(400, 401, 403, 404, 429) } },
    async (request, reply) => {
      const session = requireSession(request);
      const sent = await sendClubMessage(
        app,
        session,
        request.params.orgId,
        request.body as Parameters<typeof sendClubMessage>[3],
        requestLanguage(request),
      );
      return reply.code(201).send(sent);
    },
  );

  registerEndpoint(
    app,
    messages.listMessages,
    { tags, response: { 200: v.array(sentMessageSchema), ...errorResponses(401, 403) } },
    async (request) => {
      const session = requireSession(request);
      return listSentMessages(
        app.db,
        request.params.orgId,
        { userId: session.sub, isAdministrator: session.role.name === 'ADMINISTRATOR' },
        requestLanguage(request),
      );
    },
  );

  registerEndpoint(
    app,
    messages.listMyDateAnswers,
    { tags, response: { 200: v.array(dateAnswerSchema), ...errorResponses(401, 403) } },
    async (request) => myComingDates(app.db, request.params.orgId, request.params.userId, new Date(app.config.now())),
  );

  registerEndpoint(
    app,
    messages.answerDate,
    { tags, response: { 200: dateAnswerSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) => {
      const { orgId, userId, dateId } = request.params;
      const now = new Date(app.config.now());
      await recordAnswer(app.db, orgId, { dateId, ...request.body, answeredBy: userId, now });
      const answer = (await myComingDates(app.db, orgId, userId, now)).find(
        (a) => a.dateId === dateId && a.participantId === request.body.participantId,
      );
      if (answer) return answer;
      // A date beyond the four weeks "Meine Kurse" lists: answered all the same.
      const date = await dateForAnswer(app.db, orgId, dateId);
      return {
        dateId,
        eventsGroupId: date.eventsGroupId,
        courseName: date.courseName,
        startDateTime: date.startsAt.toISOString(),
        place: date.place,
        participantId: request.body.participantId,
        childName: null,
        attending: request.body.attending,
      };
    },
  );

  await app.register(messageLinkRoutes);
};
