import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { bankDataByBLZ } from 'bankdata-germany';
import { HttpError, notFound } from '../../lib/http-error.js';
import { requestLanguage } from '../../lib/language.js';
import { takeAccountQuota, takeInboxQuota } from '../../lib/form-purposes.js';
import { formLimits, formRateLimit, takeRecipientQuota } from '../../lib/quota.js';
import { createMailer } from '../../lib/mailer.js';
import { endpoints, formatPhone, maskIban, membershipTypeById, schemas, toE164 } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { errorResponses } from '../../lib/schemas.js';
import { isVisitorSession } from '../../plugins/access.js';
import { findOrganizationById } from '../organizations/index.js';
import { acceptApplication, rejectApplication } from './decisions.js';
import { sendClubMail } from './mail.js';
import { confirmationMail, noticeMail, typeLabelOf } from './mail-texts.js';
import { getSettings, listApplications, storeApplication, type ApplicationRow } from './repository.js';
import { returnsByMandate, type SepaReturn } from './sepa/returns.js';
import { normalisedApplication, parseApplication, toNewApplication } from './submission.js';
import type { StoredApplicationForm } from './tables.js';

const calls = endpoints.membershipsEndpoints;
const tags = ['memberships'];

export const membershipRoutes: FastifyPluginAsync = async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());
  const mailDeps = () => ({ db: app.db, mailer, smtpUrl, mailFrom, log: app.log });

  registerEndpoint(
    app,
    calls.getMembershipSettings,
    { tags, response: { 200: schemas.membershipSettingsSchema, ...errorResponses(401, 403) } },
    async (request) => {
      const settings = await getSettings(app.db, request.params.orgId);
      const { creditor, ...rest } = settings;
      return { ...rest, creditor: creditor ? { name: creditor.name, id: creditor.id } : null };
    },
  );

  registerEndpoint(
    app,
    calls.getBank,
    { tags, response: { 200: schemas.bankDataSchema, ...errorResponses(400, 401, 403, 404) } },
    async (request) => {
      const bank = bankDataByBLZ(request.params.blz);
      if (!bank?.bic) throw new HttpError(404, 'BANK_NOT_FOUND', 'No bank with this bank code is known.', 'Bank');
      return { blz: bank.blz, bic: bank.bic, bankName: bank.bankName };
    },
  );

  const limits = formLimits(app.config);
  registerEndpoint(
    app,
    calls.submitApplication,
    {
      tags,
      response: {
        200: schemas.membershipApplicationReceiptSchema,
        201: schemas.membershipApplicationReceiptSchema,
        ...errorResponses(400, 401, 403, 409, 429),
      },
      config: { rateLimit: formRateLimit(limits.form) },
      // A refused form is answered by parseApplication below: each field named in the caller's
      // language with the words the wizard shows (the declaration's rule, run once more).
      attachValidation: true,
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const invalid = request.validationError;
      if (invalid && invalid.validationContext !== 'body') throw invalid;
      const { submissionId, form } = invalid
        ? parseApplication(request.body, lang)
        : normalisedApplication(request.body);
      const session = request.session!;
      const isMember = !isVisitorSession(session) && session.role.name === 'MEMBER_USER';
      // 409, not 403: a 403 makes the site clear the member's stored session.
      if (isMember) throw new HttpError(409, 'ALREADY_MEMBER', 'You are already a member of this club.', 'Membership');
      const organization = await findOrganizationById(app.db, request.params.orgId);
      if (!organization) throw notFound('Unknown organization.', 'organization');
      // Each application mails the applicant and the club: limit the sending account and both
      // recipients (issues 22 and 31); the club's inbox counts applications apart from contact posts.
      const now = app.config.now();
      await takeAccountQuota(app.db, 'application', isVisitorSession(session) ? null : session.sub, now);
      await takeRecipientQuota(app.db, 'membership', form.email, limits.recipient, now);
      await takeInboxQuota(app.db, 'application', organization, limits.inbox, now);
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
          typeLabel: typeLabelOf(type.key, lang),
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
        const toClub = noticeMail({
          ...summary,
          applicationsUrl: `${await app.publicOrigins.originFor(organization.name)}/applications`,
        });
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
    },
  );

  registerEndpoint(
    app,
    calls.listApplications,
    { tags, response: { 200: v.array(schemas.applicationSummarySchema), ...errorResponses(400, 401, 403) } },
    async (request) => {
      const rows = await listApplications(app.db, request.params.orgId, request.query.state);
      const returns = await returnsByMandate(
        app.db,
        request.params.orgId,
        rows.map((row) => row.mandate_id),
      );
      return rows.map((row) => toSummary(row, returns.get(row.mandate_id) ?? []));
    },
  );

  registerEndpoint(
    app,
    calls.acceptApplication,
    {
      tags,
      response: {
        200: schemas.applicationAcceptedSchema,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    async (request) => {
      const { orgId, applicationId } = request.params;
      const organization = await findOrganizationById(app.db, orgId);
      if (!organization) throw notFound('Unknown organization.', 'organization');
      // The configured public origin, never the request's Host (a forged Host would own the link).
      const origin = await app.publicOrigins.originFor(organization.name);
      const link = `${origin}${app.config.apiPrefix}/set-password`;
      const { userId, memberNumber } = await acceptApplication(app, mailDeps(), {
        organizationId: orgId,
        applicationId,
        decidedBy: request.session!.sub,
        setPasswordUrl: link,
      });
      return { id: applicationId, state: 'accepted' as const, userId, memberNumber };
    },
  );

  registerEndpoint(
    app,
    calls.rejectApplication,
    {
      tags,
      response: {
        200: schemas.applicationRejectedSchema,
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
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

function toSummary(row: ApplicationRow, returns: SepaReturn[]) {
  const form: Partial<StoredApplicationForm> = row.form;
  return {
    id: row.id,
    state: row.state,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    typeId: row.type_id,
    // An erased applicant's form is empty ({}): the row stays listed, without the person.
    firstName: form.firstName ?? '',
    familyName: form.familyName ?? '',
    email: row.email,
    // National format for German numbers; applications stored before E.164 are read the same way.
    phone: form.phone
      ? formatPhone(toE164(form.phone, form.countryCode) ?? `${form.countryCode ?? ''} ${form.phone}`.trim())
      : '',
    address: form.streetAddress ? `${form.streetAddress}, ${form.postCode} ${form.city}` : '',
    familyMembers: form.familyMembers ?? [],
    people: row.people,
    monthlyCents: row.monthly_cents,
    rejectReason: row.reject_reason,
    mandate: {
      id: row.mandate_id,
      reference: row.reference,
      state: row.mandate_state,
      maskedIban: maskIban(row.iban),
      bic: row.bic,
      bank: row.bank,
      accountHolder: row.account_holder,
      signedOn: row.signed_on,
      returns,
    },
  };
}
