import type { FastifyPluginAsync } from 'fastify';
import * as v from 'valibot';
import { berlinToday, endpoints, isIsoDate } from '../../lib/contracts.js';
import { registerEndpoint } from '../../lib/endpoint-route.js';
import { HttpError } from '../../lib/http-error.js';
import { requestLanguage, type Language } from '../../lib/language.js';
import { createMailer } from '../../lib/mailer.js';
import { errorResponses } from '../../lib/schemas.js';
import { findOrganizationById } from '../organizations/index.js';
import { sendClubMail } from './mail.js';
import { mandateMail, resignationMail } from './mail-texts.js';
import { giveMandate, listMandateChanges, switchToTransfer } from './member-self/mandates.js';
import { myMembershipView } from './member-self/membership.js';
import { listDepartures, recordNotice, withdrawNotice } from './member-self/resignation.js';
import { departureSchema, mandateChangeSchema, myMembershipResponse } from './member-self-schemas.js';
import { getSettings } from './repository.js';

const calls = endpoints.memberSelfEndpoints;
const tags = ['memberships'];
const languageOf = (value: string): Language => (value === 'en' ? 'en' : 'de');

/** Members' own mandate and notice, and the treasurer's view of them (api/README.md). */
export const memberSelfRoutes: FastifyPluginAsync = async (app) => {
  const { smtpUrl, mailFrom } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());
  const mailDeps = () => ({ db: app.db, mailer, smtpUrl, mailFrom, log: app.log });
  const today = () => berlinToday(app.config.now());
  const view = (orgId: string, userId: string) => myMembershipView(app.db, orgId, userId, today());

  async function mailNotice(orgId: string, notice: Awaited<ReturnType<typeof recordNotice>>, receivedOn: string) {
    const organization = await findOrganizationById(app.db, orgId);
    if (!organization) return;
    const clubName = organization.companyName ?? organization.name;
    await sendClubMail(mailDeps(), {
      organizationId: orgId,
      organizationName: organization.name,
      template: 'RESIGNATION_CONFIRMED',
      to: notice.member.email,
      replyTo: organization.email,
      ...resignationMail(
        { clubName, name: notice.member.display_name, noticeGivenOn: receivedOn, endsOn: notice.endsOn },
        languageOf(notice.language),
      ),
    });
  }

  registerEndpoint(app, calls.getMyMembership, { tags, response: myMembershipResponse }, async (request) =>
    view(request.params.orgId, request.session!.sub),
  );

  registerEndpoint(app, calls.giveMandate, { tags, response: myMembershipResponse }, async (request) => {
    const { orgId } = request.params;
    const userId = request.session!.sub;
    const lang = requestLanguage(request);
    const given = await giveMandate(app.db, {
      organizationId: orgId,
      userId,
      iban: request.body.iban,
      accountHolder: request.body.accountHolder,
      lang,
      now: new Date(app.config.now()),
    });
    const organization = await findOrganizationById(app.db, orgId);
    const { creditor } = await getSettings(app.db, orgId);
    if (organization && creditor) {
      const membership = await view(orgId, userId);
      await sendClubMail(mailDeps(), {
        organizationId: orgId,
        organizationName: organization.name,
        template: 'MANDATE_CONFIRMED',
        to: given.email,
        replyTo: organization.email,
        ...mandateMail(
          {
            clubName: organization.companyName ?? organization.name,
            name: membership.mandate?.accountHolder ?? '',
            reference: given.reference,
            creditorId: creditor.id,
            maskedIban: given.maskedIban,
            mandateText: given.signatureText,
          },
          lang,
        ),
      });
      return membership;
    }
    return view(orgId, userId);
  });

  registerEndpoint(app, calls.switchToTransfer, { tags, response: myMembershipResponse }, async (request) => {
    const { orgId } = request.params;
    const userId = request.session!.sub;
    await switchToTransfer(app.db, {
      organizationId: orgId,
      userId,
      lang: requestLanguage(request),
      now: new Date(app.config.now()),
    });
    return view(orgId, userId);
  });

  registerEndpoint(app, calls.giveNotice, { tags, response: myMembershipResponse }, async (request) => {
    const { orgId } = request.params;
    const userId = request.session!.sub;
    const receivedOn = today();
    const notice = await recordNotice(app.db, {
      organizationId: orgId,
      userId,
      receivedOn,
      by: 'member',
      lang: requestLanguage(request),
    });
    await mailNotice(orgId, notice, receivedOn);
    return view(orgId, userId);
  });

  registerEndpoint(app, calls.withdrawNotice, { tags, response: myMembershipResponse }, async (request) => {
    const { orgId } = request.params;
    const userId = request.session!.sub;
    await withdrawNotice(app.db, { organizationId: orgId, userId, today: today() });
    return view(orgId, userId);
  });

  registerEndpoint(
    app,
    calls.recordResignation,
    { tags, response: { 200: departureSchema, ...errorResponses(400, 401, 403, 404, 409) } },
    async (request) => {
      const { orgId, userId } = request.params;
      const receivedOn = request.body.receivedOn ?? today();
      if (!isIsoDate(receivedOn) || receivedOn > today()) {
        throw new HttpError(
          400,
          'NOTICE_DATE_INVALID',
          'The day the notice was received must be a real date and not in the future.',
          'Membership',
        );
      }
      const notice = await recordNotice(app.db, {
        organizationId: orgId,
        userId,
        receivedOn,
        by: 'admin',
        lang: requestLanguage(request),
      });
      await mailNotice(orgId, notice, receivedOn);
      return {
        userId,
        memberNumber: notice.member.member_number,
        displayName: notice.member.display_name,
        email: notice.member.email,
        noticeGivenOn: receivedOn,
        endsOn: notice.endsOn,
        recordedBy: 'admin' as const,
      };
    },
  );

  registerEndpoint(
    app,
    calls.cancelResignation,
    { tags, response: { 200: v.object({ userId: v.string() }), ...errorResponses(401, 403, 404, 409) } },
    async (request) => {
      const { orgId, userId } = request.params;
      await withdrawNotice(app.db, { organizationId: orgId, userId, today: today() });
      return { userId };
    },
  );

  registerEndpoint(
    app,
    calls.listDepartures,
    { tags, response: { 200: v.array(departureSchema), ...errorResponses(401, 403) } },
    async (request) => listDepartures(app.db, request.params.orgId, today()),
  );

  registerEndpoint(
    app,
    calls.listMandateChanges,
    { tags, response: { 200: v.array(mandateChangeSchema), ...errorResponses(401, 403) } },
    async (request) => listMandateChanges(app.db, request.params.orgId),
  );
};
