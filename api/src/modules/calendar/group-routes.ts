import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import * as v from 'valibot';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { badRequest, notFound } from '../../lib/http-error.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { languageOf } from '../../lib/language.js';
import {
  categoryExists,
  createCategory,
  createGroup,
  deleteCategory,
  deleteGroup,
  findGroup,
  findGroupByName,
  listCategories,
  myGroups,
  searchGroups,
  updateGroup,
} from './groups-repository.js';
import { conflictOnDuplicate } from '../../lib/database-errors.js';
import { linkCourseCreator } from './course-coaches.js';

const calendar = endpoints.calendarEndpoints;
const { categorySchema, eventsGroupSchema } = schemas;
const tags = ['calendar'];
const sameName = 'This club already has one with this name.';

/** Categories and courses ("eventsGroup") of members-and-transactions.md §7. */
export const groupRoutes: FastifyPluginAsync = async (app) => {
  registerEndpoint(
    app,
    calendar.listCategories,
    { tags, response: { 200: v.array(categorySchema), ...errorResponses(401, 403) } },
    async (request) =>
      listCategories(app.db, request.params.orgId, undefined, languageOf(request.headers['accept-language'])),
  );

  registerEndpoint(
    app,
    calendar.createCategory,
    { tags, response: { 201: categorySchema, ...errorResponses(400, 401, 403, 409) } },
    async (request, reply) => {
      const { name, nameEn } = request.body;
      const language = languageOf(request.headers['accept-language']);
      const category = await createCategory(app.db, request.params.orgId, name, nameEn ?? null, language).catch(
        (error: unknown) => conflictOnDuplicate(error, sameName),
      );
      if (!category) conflictOnDuplicate({ code: '23505' }, sameName);
      reply.code(201);
      return category;
    },
  );

  registerEndpoint(
    app,
    calendar.searchCategories,
    { tags, response: { 200: v.array(categorySchema), ...errorResponses(400, 401, 403) } },
    async (request) =>
      listCategories(
        app.db,
        request.params.orgId,
        request.body.name?.trim(),
        languageOf(request.headers['accept-language']),
      ),
  );

  registerEndpoint(
    app,
    calendar.deleteCategory,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      if (!(await deleteCategory(app.db, request.params.orgId, request.params.categoryId)))
        throw notFound('No category has this id.', 'category');
      reply.code(204);
      return null;
    },
  );

  registerEndpoint(
    app,
    calendar.listMyCourses,
    { tags, response: { 200: v.array(eventsGroupSchema), ...errorResponses(401, 403) } },
    async (request) => myGroups(app.db, request.params.orgId, requireSession(request).sub),
  );

  registerEndpoint(
    app,
    calendar.getCourseByName,
    { tags, response: { 200: eventsGroupSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const group = await findGroupByName(app.db, request.params.orgId, request.params.name);
      if (!group) throw notFound('No course has this name.', 'courseName');
      return group;
    },
  );

  registerEndpoint(
    app,
    calendar.getCourse,
    { tags, response: { 200: eventsGroupSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const group = await findGroup(app.db, request.params.orgId, request.params.eventsGroupId);
      if (!group) throw notFound('No course has this id.', 'course');
      return group;
    },
  );

  registerEndpoint(
    app,
    calendar.createCourse,
    { tags, response: { 201: eventsGroupSchema, ...errorResponses(400, 401, 403, 409) } },
    async (request, reply) => {
      const { orgId } = request.params;
      if (request.body.categoryId && !(await categoryExists(app.db, orgId, request.body.categoryId))) {
        throw badRequest('UNKNOWN_CATEGORY', 'categoryId: no category of this club has this id.');
      }
      const group = await createGroup(app.db, orgId, { ...request.body, name: request.body.name.trim() });
      if (!group) conflictOnDuplicate({ code: '23505' }, sameName);
      await linkCourseCreator(app.db, requireSession(request), orgId, group.id);
      reply.code(201);
      return group;
    },
  );

  registerEndpoint(
    app,
    calendar.updateCourse,
    { tags, response: { 200: eventsGroupSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) => {
      const { orgId } = request.params;
      const { id } = request.body;
      if (!id)
        throw badRequest('VALIDATION_ERROR', 'id: This field is mandatory', 'VALIDATION_ERROR.required', {
          field: 'id',
        });
      if (request.body.categoryId && !(await categoryExists(app.db, orgId, request.body.categoryId))) {
        throw badRequest('UNKNOWN_CATEGORY', 'categoryId: no category of this club has this id.');
      }
      const group = await updateGroup(app.db, orgId, id, { ...request.body, name: request.body.name.trim() }).catch(
        (error: unknown) => conflictOnDuplicate(error, sameName),
      );
      if (!group) throw notFound('No course has this id.', 'course');
      return group;
    },
  );

  registerEndpoint(
    app,
    calendar.deleteCourse,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) } },
    async (request, reply) => {
      if (!(await deleteGroup(app.db, request.params.orgId, request.params.eventsGroupId)))
        throw notFound('No course has this id.', 'course');
      reply.code(204);
      return null;
    },
  );

  registerEndpoint(
    app,
    calendar.searchCourses,
    { tags, response: { 200: v.array(eventsGroupSchema), ...errorResponses(400, 401, 403) } },
    async (request) => {
      const { matchers = [], ...sample } = request.body;
      return searchGroups(app.db, request.params.orgId, { ...sample, notEmpty: matchers.map((m) => m.field) });
    },
  );
};
