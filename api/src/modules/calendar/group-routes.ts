import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { badRequest, notFound } from '../../lib/http-error.js';
import { requireSession } from '../../plugins/auth.js';
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
import { conflictOnDuplicate } from './routes.js';
import {
  createCategorySchema,
  createGroupSchema,
  deleteByIdSchema,
  groupByIdSchema,
  groupByNameSchema,
  listCategoriesSchema,
  listGroupsSchema,
  searchCategoriesSchema,
  searchGroupsSchema,
  updateGroupSchema,
} from './schemas.js';

const base = '/calendar-service/organizations/:orgId';
// Courses are written by coaches (training page) and by the page editor (COURSE templates).
const groupWriters = ['WRITE_CALENDAR', 'WRITE_CONTENT'] as const;
const sameName = 'This club already has one with this name.';

/** Categories and courses ("eventsGroup") of members-and-transactions.md §7. */
export const groupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(`${base}/category`, { schema: listCategoriesSchema, config: { access: 'visitor' } }, async (request) =>
    listCategories(app.db, request.params.orgId),
  );

  app.post(
    `${base}/category`,
    { schema: createCategorySchema, config: { access: [...groupWriters] } },
    async (request, reply) => {
      const category = await createCategory(app.db, request.params.orgId, request.body.name.trim());
      if (!category) conflictOnDuplicate({ code: '23505' }, sameName);
      reply.code(201);
      return category;
    },
  );

  app.post(
    `${base}/category/search`,
    { schema: searchCategoriesSchema, config: { access: 'visitor' } },
    async (request) => listCategories(app.db, request.params.orgId, request.body.name?.trim()),
  );

  app.delete(
    `${base}/category/:id`,
    { schema: deleteByIdSchema, config: { access: [...groupWriters] } },
    async (request, reply) => {
      if (!(await deleteCategory(app.db, request.params.orgId, request.params.id)))
        throw notFound('No category has this id.', 'category');
      reply.code(204);
      return null;
    },
  );

  app.get(`${base}/eventsGroup`, { schema: listGroupsSchema, config: { access: 'user' } }, async (request) =>
    myGroups(app.db, request.params.orgId, requireSession(request).sub),
  );

  app.get(
    `${base}/eventsGroup/name/:name`,
    { schema: groupByNameSchema, config: { access: 'visitor' } },
    async (request) => {
      const group = await findGroupByName(app.db, request.params.orgId, request.params.name);
      if (!group) throw notFound('No course has this name.', 'courseName');
      return group;
    },
  );

  app.get(`${base}/eventsGroup/:id`, { schema: groupByIdSchema, config: { access: 'visitor' } }, async (request) => {
    const group = await findGroup(app.db, request.params.orgId, request.params.id);
    if (!group) throw notFound('No course has this id.', 'course');
    return group;
  });

  app.post(
    `${base}/eventsGroup`,
    { schema: createGroupSchema, config: { access: [...groupWriters] } },
    async (request, reply) => {
      const { orgId } = request.params;
      if (request.body.categoryId && !(await categoryExists(app.db, orgId, request.body.categoryId))) {
        throw badRequest('UNKNOWN_CATEGORY', 'categoryId: no category of this club has this id.');
      }
      const group = await createGroup(app.db, orgId, { ...request.body, name: request.body.name.trim() });
      if (!group) conflictOnDuplicate({ code: '23505' }, sameName);
      reply.code(201);
      return group;
    },
  );

  app.put(
    `${base}/eventsGroup`,
    { schema: updateGroupSchema, config: { access: [...groupWriters] } },
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

  app.delete(
    `${base}/eventsGroup/:id`,
    { schema: deleteByIdSchema, config: { access: [...groupWriters] } },
    async (request, reply) => {
      if (!(await deleteGroup(app.db, request.params.orgId, request.params.id)))
        throw notFound('No course has this id.', 'course');
      reply.code(204);
      return null;
    },
  );

  app.post(
    `${base}/eventsGroup/search`,
    { schema: searchGroupsSchema, config: { access: 'visitor' } },
    async (request) => {
      const { matchers = [], ...sample } = request.body;
      return searchGroups(app.db, request.params.orgId, { ...sample, notEmpty: matchers.map((m) => m.field) });
    },
  );
};
