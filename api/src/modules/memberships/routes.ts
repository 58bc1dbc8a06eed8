import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bankDataByBLZ } from 'bankdata-germany';
import { HttpError, notFound } from '../../lib/http-error.js';
import { languageOf } from '../../lib/language.js';
import { createMailer } from '../../lib/mailer.js';
import { maskIban, membershipTypeById } from '../../lib/contracts.js';
import { isVisitorSession } from '../../plugins/access.js';
import { findOrganizationById } from '../organizations/repository.js';
import { acceptApplication, rejectApplication } from './decisions.js';
import { sendClubMail } from './mail.js';
import { confirmationMail, noticeMail, typeLabels } from './mail-texts.js';
import { getSettings, listApplications, storeApplication, type ApplicationRow } from './repository.js';
import { acceptSchema, bankSchema, listSchema, rejectSchema, settingsSchema, submitSchema } from './schemas.js';
import { parseApplication, toNewApplication } from './submission.js';

const base = '/memberships-service/organizations/:orgId';

export const membershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());
  const mailDeps = () => ({ db: app.db, mailer, smtpUrl, mailFrom, log: app.log });

  app.get(`${base}/membership-settings`, { schema: settingsSchema, config: { access: 'visitor' } }, async (request) => {
    const settings = await getSettings(app.db, request.params.orgId);
    const { creditor, ...rest } = settings;
    return { ...rest, creditor: creditor ? { name: creditor.name, id: creditor.id } : null };
  });

  app.get(`${base}/banks/:blz`, { schema: bankSchema, config: { access: 'visitor' } }, async (request) => {
    const bank = bankDataByBLZ(request.params.blz);
    if (!bank?.bic) throw new HttpError(404, 'BANK_NOT_FOUND', 'No bank with this bank code is known.', 'Bank');
    return { blz: bank.blz, bic: bank.bic, bankName: bank.bankName };
  });

  app.post(`${base}/applications`, { schema: submitSchema, config: { access: 'visitor' } }, async (request, reply) => {
    const lang = languageOf(request.headers['accept-language']);
    const session = request.session!;
    const isMember = !isVisitorSession(session) && session.role.name === 'MEMBER_USER';
    // 409, not 403: a 403 makes the site clear the member's stored session.
    if (isMember) throw new HttpError(409, 'ALREADY_MEMBER', 'You are already a member of this club.', 'Membership');
    const { submissionId, form } = parseApplication(request.body, lang);
    const organization = await findOrganizationById(app.db, request.params.orgId);
    if (!organization) throw notFound('Unknown organization.');
    const settings = await getSettings(app.db, organization.id);
    const application = toNewApplication({
      organizationId: organization.id,
      submissionId,
      form,
      settings,
      lang,
      submittedBy: isVisitorSession(session) ? null : session.sub,
      now: new Date(app.config.now()),
    });
    const stored = await storeApplication(app.db, application);
    if (stored.isNew) {
      const type = membershipTypeById(application.typeId)!;
      const summary = {
        clubName: organization.companyName ?? organization.name,
        applicantName: `${form.firstName} ${form.familyName}`,
        people: application.mandate.people,
        typeLabel: typeLabels[type.key]?.[lang] ?? type.key,
        monthlyCents: application.mandate.monthlyCents,
        mandateReference: stored.mandateReference,
        maskedIban: maskIban(form.iban),
        mandateText: application.mandate.signatureText,
      };
      const toApplicant = confirmationMail(summary, lang);
      await sendClubMail(mailDeps(), {
        organizationId: organization.id,
        organizationName: organization.name,
        template: 'MEMBERSHIP_CONFIRMATION',
        to: application.email,
        replyTo: organization.email,
        ...toApplicant,
      });
      const toClub = noticeMail({ ...summary, applicationsUrl: `${request.protocol}://${request.host}/applications` });
      await sendClubMail(mailDeps(), {
        organizationId: organization.id,
        organizationName: organization.name,
        template: 'MEMBERSHIP_NOTICE',
        to: organization.email,
        replyTo: application.email,
        ...toClub,
      });
    }
    reply.status(stored.isNew ? 201 : 200);
    return { id: stored.id, state: 'new', mandateReference: stored.mandateReference };
  });

  app.get(`${base}/applications`, { schema: listSchema, config: { access: 'admin' } }, async (request) => {
    const rows = await listApplications(app.db, request.params.orgId, request.query.state);
    return rows.map(toSummary);
  });

  app.post(
    `${base}/applications/:applicationId/accept`,
    { schema: acceptSchema, config: { access: 'admin' } },
    async (request) => {
      const { orgId, applicationId } = request.params;
      const link = `${request.protocol}://${request.host}${app.config.apiPrefix}/set-password`;
      const userId = await acceptApplication(app, mailDeps(), {
        organizationId: orgId,
        applicationId,
        decidedBy: request.session!.sub,
        setPasswordUrl: link,
      });
      return { id: applicationId, state: 'accepted' as const, userId };
    },
  );

  app.post(
    `${base}/applications/:applicationId/reject`,
    { schema: rejectSchema, config: { access: 'admin' } },
    async (request) => {
      const { orgId, applicationId } = request.params;
      await rejectApplication(app, mailDeps(), {
        organizationId: orgId,
        applicationId,
        decidedBy: request.session!.sub,
        reason: request.body.reason.trim(),
      });
      return { id: applicationId, state: 'rejected' as const };
    },
  );
};

function toSummary(row: ApplicationRow) {
  const form = row.form;
  return {
    id: row.id,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    typeId: row.type_id,
    firstName: form.firstName,
    familyName: form.familyName,
    email: row.email,
    phone: `${form.countryCode} ${form.phone}`,
    address: `${form.streetAddress}, ${form.postCode} ${form.city}`,
    familyMembers: form.familyMembers,
    people: row.people,
    monthlyCents: row.monthly_cents,
    rejectReason: row.reject_reason,
    mandate: {
      reference: row.reference,
      state: row.mandate_state,
      maskedIban: maskIban(row.iban),
      bic: row.bic,
      bank: row.bank,
      accountHolder: row.account_holder,
      signedOn: row.signed_on,
    },
  };
}
