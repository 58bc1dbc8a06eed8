import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { ChildInput } from '@club/shared/contracts/schemas';
import { endpoints, schemas, sharedMessage, validateChildForm } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { takeAccountQuota } from '../../lib/form-purposes.js';
import { formLimits, formRateLimit, takeRecipientQuota } from '../../lib/quota.js';
import { errorResponses } from '../../lib/schemas.js';
import { requireSession } from '../../plugins/auth.js';
import { addChild, childrenOf, removeChild, updateChild } from './children.js';
import { acceptInvitation, inviteAdult, linksOf } from './invitations.js';

const { childSchema, familySchema, familyInvitationSentSchema } = schemas;
const families = endpoints.familiesEndpoints;
const tags = ['families'];

/** The shared child rules (names 2-30 letters, birth date not in the future, under 18); 400 per field. */
function validChild(input: ChildInput, lang: Language): ChildInput {
  const errors = Object.entries(validateChildForm(input));
  if (errors.length > 0) {
    const message = errors.map(([field, key]) => `${field}: ${sharedMessage(key, lang)}`).join(' ');
    throw HttpError.localized(400, 'VALIDATION_ERROR', message, 'Validation Error');
  }
  const name = (value: string) => value.trim().replace(/\s+/g, ' ');
  return { firstName: name(input.firstName), lastName: name(input.lastName), birthDate: input.birthDate.trim() };
}

/**
 * Families (issue 21 item 4): a member's children and linked adults. A guardian (the route's
 * :userId is the caller, or an administrator acts for them) reads and changes only their own
 * children; the repository checks the link in the database for every child id.
 */
export const familyRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date(app.config.now());
  const family = async (orgId: string, userId: string) => ({
    children: await childrenOf(app.db, orgId, userId),
    ...(await linksOf(app.db, orgId, userId, now())),
  });

  registerEndpoint(
    app,
    families.getFamily,
    { tags, response: { 200: familySchema, ...errorResponses(400, 401, 403) } },
    async (request) => family(request.params.orgId, request.params.userId),
  );

  registerEndpoint(
    app,
    families.addChild,
    { tags, response: { 201: childSchema, ...errorResponses(400, 401, 403, 409) } },
    async (request, reply) => {
      const { orgId, userId } = request.params;
      const input = validChild(request.body, requestLanguage(request));
      const id = await addChild(app.db, orgId, userId, input);
      const child = (await childrenOf(app.db, orgId, userId)).find((c) => c.id === id)!;
      return reply.code(201).send(child);
    },
  );

  registerEndpoint(
    app,
    families.updateChild,
    { tags, response: { 200: childSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const { orgId, userId, childId } = request.params;
      const input = validChild(request.body, requestLanguage(request));
      await updateChild(app.db, orgId, userId, childId, input);
      return (await childrenOf(app.db, orgId, userId)).find((c) => c.id === childId)!;
    },
  );

  registerEndpoint(
    app,
    families.removeChild,
    { tags, response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404, 409) } },
    async (request, reply) => {
      const { orgId, userId, childId } = request.params;
      await removeChild(app.db, orgId, userId, childId);
      return reply.code(204).send(null);
    },
  );

  const limits = formLimits(app.config);
  registerEndpoint(
    app,
    families.inviteAdult,
    {
      tags,
      response: {
        201: familyInvitationSentSchema,
        ...errorResponses(400, 401, 403, 429),
      },
      // Each invitation mails someone: per connection, per inviting account and per recipient.
      config: { rateLimit: formRateLimit(limits.form) },
    },
    async (request, reply) => {
      const { orgId, userId } = request.params;
      const email = request.body.email.trim().toLowerCase();
      // Per account: the inviter the mail names (an administrator acting for them counts for them).
      await takeAccountQuota(app.db, 'invitation', userId, app.config.now());
      await takeRecipientQuota(app.db, 'family-invitation', email, limits.recipient, app.config.now());
      const invitation = await inviteAdult(app.db, {
        organizationId: orgId,
        inviterId: userId,
        email,
        language: request.body.language ?? requestLanguage(request),
        origin: await app.publicOrigins.originForId(orgId),
        now: now(),
      });
      return reply.code(201).send({ id: invitation.id, expiresAt: invitation.expiresAt.toISOString() });
    },
  );

  registerEndpoint(
    app,
    families.acceptFamilyInvitation,
    { tags, response: { 200: familySchema, ...errorResponses(400, 401, 403, 409, 410) } },
    async (request) => {
      const { orgId } = request.params;
      const userId = requireSession(request).sub;
      await acceptInvitation(app.db, { organizationId: orgId, userId, token: request.body.token, now: now() });
      return family(orgId, userId);
    },
  );
};
