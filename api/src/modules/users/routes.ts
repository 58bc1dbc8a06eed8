import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { endpoints, schemas } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { readImageUpload, storeImage, uploadRateLimit } from '../../lib/media/index.js';
import { myCourses } from './my-courses.js';
import { applyReplaceOperations, assertValidProfile, columnsOf, formOf } from './profile-rules.js';
import { assertNotErased, findUserData, listUserData, setProfileImage, updateProfile } from './repository.js';
import { errorResponses } from '../../lib/schemas.js';

const users = endpoints.usersEndpoints;
const { userDataSchema, myCourseSchema, profileImageSchema } = schemas;
const tags = ['users'];

const userAnswer = { 200: userDataSchema, ...errorResponses(400, 401, 403, 404) };

/** A user reads and changes only their own data; an administrator of the club may read members. */
export const usersRoutes: FastifyPluginAsync = async (app) => {
  const load = async (orgId: string, userId: string) => {
    const user = await findUserData(app.db, orgId, userId);
    if (!user) throw notFound('No user has this id.', 'user');
    return user;
  };
  const loadForWrite = async (orgId: string, userId: string) => {
    await assertNotErased(app.db, orgId, userId);
    return load(orgId, userId);
  };

  registerEndpoint(
    app,
    users.getUser,
    { tags, response: { 200: userDataSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => load(request.params.orgId, request.params.userId),
  );

  registerEndpoint(app, users.replaceUser, { tags, response: userAnswer }, async (request) => {
    const { orgId, userId } = request.params;
    const current = await loadForWrite(orgId, userId);
    const body = request.body;
    const form = {
      ...formOf(current),
      firstName: body.firstName,
      lastName: body.lastName,
      displayName: body.displayName,
      birthDate: body.birthDate ?? '',
      gender: body.gender ?? ('' as const),
      streetNumber: body.address.streetNumber ?? '',
      postCode: body.address.postCode ?? '',
      city: body.address.city ?? '',
      // The e-mail is the login name: it is checked but changes only through the account.
      phone: body.contactNumber.startsWith('0') ? body.contactNumber : `${body.countryCode}${body.contactNumber}`,
    };
    assertValidProfile(form, requestLanguage(request));
    await updateProfile(app.db, orgId, userId, columnsOf(form));
    return load(orgId, userId);
  });

  registerEndpoint(app, users.patchUser, { tags, response: userAnswer }, async (request) => {
    const { orgId, userId } = request.params;
    const current = await loadForWrite(orgId, userId);
    const { form, changed } = applyReplaceOperations(formOf(current), request.body);
    // The whole resulting profile must still be valid (address all or none, ...).
    assertValidProfile(form, requestLanguage(request));
    const columns = columnsOf(form);
    await updateProfile(app.db, orgId, userId, Object.fromEntries([...changed].map((key) => [key, columns[key]])));
    return load(orgId, userId);
  });

  registerEndpoint(
    app,
    users.listUsers,
    { tags, response: { 200: v.array(userDataSchema), ...errorResponses(400, 401, 403) } },
    async (request) => {
      const ids = [...(request.query['id[]'] ?? []), ...(request.query.id ?? [])];
      return listUserData(app.db, request.params.orgId, [...new Set(ids)]);
    },
  );

  registerEndpoint(
    app,
    users.listUserCourses,
    { tags, response: { 200: v.array(myCourseSchema), ...errorResponses(400, 401, 403) } },
    async (request) => myCourses(app.db, request.params.orgId, request.params.userId, new Date(app.config.now())),
  );

  registerEndpoint(
    app,
    users.uploadProfileImage,
    {
      tags,
      response: {
        200: profileImageSchema,
        ...errorResponses(400, 401, 403, 404, 413, 503),
      },
      config: { rateLimit: uploadRateLimit(app.config.uploadRateLimit) },
    },
    async (request) => {
      const { orgId, userId } = request.params;
      await loadForWrite(orgId, userId);
      const data = await readImageUpload(request, 'image');
      const stored = await storeImage(app.media, app.config.apiPrefix, orgId, data, app.imageQueue);
      // The avatar and the form show a small square-ish picture: the smallest WebP size will do.
      const smallest = stored.srcset.split(',')[0]?.trim().split(' ')[0] || stored.href;
      const previous = await setProfileImage(app.db, orgId, userId, smallest);
      const previousId = previous?.match(/\/files\/[^/]+\/([0-9a-f-]{36})\//)?.[1];
      if (previousId) await app.media.removeAll(`${orgId}/${previousId}`).catch(() => undefined);
      return { profileImage: smallest, srcset: stored.srcset };
    },
  );
};
