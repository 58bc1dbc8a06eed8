import { randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { HttpError, notFound } from '../../lib/http-error.js';
import { berlinToday } from '../../lib/contracts.js';
import type { Language } from '../../lib/language.js';
import { findOrganizationById } from '../organizations/index.js';
import { sendClubMail } from './mail.js';
import { formLimits, takeRecipientQuota } from '../../lib/quota.js';
import { invitationMail, rejectionMail } from './mail-texts.js';
import { createPasswordToken, invitationValidHours } from './password-tokens.js';
import { insertMember } from './member-record.js';
import { decideApplication, findApplication } from './repository.js';

type MailDeps = Parameters<typeof sendClubMail>[0];

async function newApplicationOrFail(app: FastifyInstance, organizationId: string, applicationId: string) {
  const application = await findApplication(app.db, organizationId, applicationId);
  if (!application) throw notFound('This application does not exist.', 'application');
  if (application.state !== 'new') {
    throw new HttpError(409, 'ALREADY_DECIDED', `This application was already ${application.state}.`, 'Membership');
  }
  const organization = await findOrganizationById(app.db, organizationId);
  if (!organization) throw notFound('Unknown organization.', 'organization');
  return { application, organization };
}

const lang = (value: string): Language => (value === 'en' ? 'en' : 'de');

/**
 * Accepting creates the member's record (role MEMBER_USER, no usable password yet; profile, member
 * number and children from the application, member-record.ts), activates the mandate and mails a
 * single-use link to set a password, greeting them by name.
 */
export async function acceptApplication(
  app: FastifyInstance,
  mail: MailDeps,
  input: { organizationId: string; applicationId: string; decidedBy: string; setPasswordUrl: string },
): Promise<{ userId: string; memberNumber: number }> {
  const { application, organization } = await newApplicationOrFail(app, input.organizationId, input.applicationId);
  // At most a few invitations to one address per hour, whoever accepts (issue 22).
  await takeRecipientQuota(app.db, 'invitation', application.email, formLimits(app.config).recipient, app.config.now());
  const unusable = await hash(randomBytes(32).toString('base64url'));
  const name = `${application.form.firstName} ${application.form.familyName}`;
  const { userId, memberNumber, token } = await app.db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .where('email', '=', application.email)
      .executeTakeFirst();
    if (existing) {
      throw new HttpError(
        409,
        'USER_EXISTS',
        'An account with this e-mail address already exists in this club.',
        'Membership',
      );
    }
    const role = await trx
      .selectFrom('roles')
      .select('id')
      .where('organization_id', '=', input.organizationId)
      .where('name', '=', 'MEMBER_USER')
      .executeTakeFirstOrThrow();
    const user = await insertMember(trx, {
      organizationId: input.organizationId,
      email: application.email,
      passwordHash: unusable,
      roleId: role.id,
      form: application.form,
      today: berlinToday(app.config.now()),
    });
    const isDecided = await decideApplication(trx, {
      ...input,
      id: input.applicationId,
      state: 'accepted',
      userId: user.userId,
    });
    if (!isDecided) throw new HttpError(409, 'ALREADY_DECIDED', 'This application was already decided.', 'Membership');
    await trx
      .updateTable('sepa_mandates')
      .set({ state: 'active', user_id: user.userId })
      .where('application_id', '=', input.applicationId)
      .execute();
    const token = await createPasswordToken(trx, {
      organizationId: input.organizationId,
      userId: user.userId,
      now: new Date(app.config.now()),
    });
    return { userId: user.userId, memberNumber: user.memberNumber, token };
  });
  const language = lang(application.language);
  const link = `${input.setPasswordUrl}?${new URLSearchParams({ token, lang: language })}`;
  const text = invitationMail(
    { clubName: organization.companyName ?? organization.name, name, link, validHours: invitationValidHours },
    language,
  );
  await sendClubMail(mail, {
    organizationId: organization.id,
    organizationName: organization.name,
    template: 'MEMBER_INVITATION',
    to: application.email,
    replyTo: organization.email,
    ...text,
  });
  return { userId, memberNumber };
}

export async function rejectApplication(
  app: FastifyInstance,
  mail: MailDeps,
  input: { organizationId: string; applicationId: string; decidedBy: string; reason: string },
): Promise<void> {
  const { application, organization } = await newApplicationOrFail(app, input.organizationId, input.applicationId);
  await app.db.transaction().execute(async (trx) => {
    const isDecided = await decideApplication(trx, { ...input, id: input.applicationId, state: 'rejected' });
    if (!isDecided) throw new HttpError(409, 'ALREADY_DECIDED', 'This application was already decided.', 'Membership');
    await trx
      .updateTable('sepa_mandates')
      .set({ state: 'revoked' })
      .where('application_id', '=', input.applicationId)
      .execute();
  });
  const text = rejectionMail(
    {
      clubName: organization.companyName ?? organization.name,
      name: `${application.form.firstName} ${application.form.familyName}`,
      reason: input.reason,
    },
    lang(application.language),
  );
  await sendClubMail(mail, {
    organizationId: organization.id,
    organizationName: organization.name,
    template: 'MEMBERSHIP_REJECTED',
    to: application.email,
    replyTo: organization.email,
    ...text,
  });
}
