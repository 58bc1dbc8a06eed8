import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { requestLanguage, type Language } from '../../lib/language.js';
import { errorResponses } from '../../lib/schemas.js';
import { clockOf, dayOf } from './compose.js';
import { dateForAnswer, recordAnswer } from './date-answers.js';
import { readLinkToken, type LinkPurpose } from './link-tokens.js';
import { renderLinkPage, pageText } from './pages.js';
import { answerRoute, unsubscribeRoute } from './paths.js';
import { unsubscribe } from './repository.js';
import '../users/index.js';
import { personName } from '../../lib/person-name.js';

type LinkRequest = FastifyRequest<{ Params: { orgId: string; token: string }; Body: unknown }>;

const params = Type.Object({
  orgId: Type.String({ format: 'uuid' }),
  token: Type.String({ minLength: 20, maxLength: 100 }),
});
const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The links of a message mail, usable without login: the one-click unsubscribe (RFC 8058: a POST
 * with `List-Unsubscribe=One-Click` from the mail program, or the page's button) and the answer to
 * a date. The token names the club, the person and (for an answer) the date; the path's club must
 * be the token's.
 */
export async function messageLinkRoutes(app: FastifyInstance): Promise<void> {
  const keys = () => [app.config.jwtSecret, ...app.config.jwtPreviousSecrets];
  const purposeOf = (request: LinkRequest): LinkPurpose | null => {
    return readLinkToken(keys(), request.params.orgId, request.params.token);
  };
  const clubName = async (orgId: string) => {
    const club = await app.db
      .selectFrom('organizations')
      .select(['name', 'company_name'])
      .where('id', '=', orgId)
      .executeTakeFirst();
    return club?.company_name || club?.name || '';
  };
  const invalid = (reply: FastifyReply, lang: Language) => html(reply, renderLinkPage(lang, 'invalid', {}), 404);
  const schema = (summary: string) => ({
    tags: ['messages'],
    summary,
    produces: ['text/html'],
    params,
    response: { 200: Type.String(), 404: Type.String(), 409: Type.String(), ...errorResponses(400) },
  });

  app.get(
    unsubscribeRoute,
    {
      config: { access: ['public'] },
      schema: schema('The page of a mail’s unsubscribe link: asks before it unsubscribes (a GET changes nothing).'),
    },
    async (request: LinkRequest, reply) => {
      const lang = requestLanguage(request);
      const purpose = purposeOf(request);
      if (purpose?.p !== 'unsubscribe') return invalid(reply, lang);
      const club = await clubName(purpose.o);
      return html(
        reply,
        renderLinkPage(
          lang,
          'unsubscribeAsk',
          { club },
          {
            buttons: [{ name: 'List-Unsubscribe', value: 'One-Click', label: pageText(lang, 'unsubscribeAsk.button') }],
          },
        ),
      );
    },
  );

  app.post(
    unsubscribeRoute,
    {
      config: { access: ['public'] },
      schema: schema(
        'One-click unsubscribe (RFC 8058): no more club messages for the person the token names; service mails still arrive.',
      ),
    },
    async (request: LinkRequest, reply) => {
      const lang = requestLanguage(request);
      const purpose = purposeOf(request);
      if (purpose?.p !== 'unsubscribe' || !(await unsubscribe(app.db, purpose.o, purpose.u)))
        return invalid(reply, lang);
      return html(reply, renderLinkPage(lang, 'unsubscribed', { club: await clubName(purpose.o) }));
    },
  );

  const answerContext = async (purpose: Extract<LinkPurpose, { p: 'answer' }>, lang: Language) => {
    const date = await dateForAnswer(app.db, purpose.o, purpose.d);
    const person = await app.db
      .selectFrom('users')
      .select(['first_name', 'last_name', 'display_name'])
      .where('organization_id', '=', purpose.o)
      .where('id', '=', purpose.u)
      .executeTakeFirst();
    const name = personName(person);
    const values = {
      course: date.courseName,
      date: dayOf(date.startsAt, lang),
      time: clockOf(date.startsAt),
      place: date.place,
      name,
    };
    return { date, values };
  };

  app.get(
    answerRoute,
    {
      config: { access: ['public'] },
      schema: schema('The page of a mail’s answer link: names the date and asks "attending / not attending".'),
    },
    async (request: LinkRequest, reply) => {
      const lang = requestLanguage(request);
      const purpose = purposeOf(request);
      if (purpose?.p !== 'answer' || !purpose.d) return invalid(reply, lang);
      const { date, values } = await answerContext(purpose, lang);
      if (date.cancelled || date.startsAt <= new Date(app.config.now())) {
        return html(reply, renderLinkPage(lang, 'answerClosed', values), 409);
      }
      const given = await app.db
        .selectFrom('date_answers')
        .select('attending')
        .where('occurrence_id', '=', purpose.d)
        .where('user_id', '=', purpose.u)
        .executeTakeFirst();
      const yes = pageText(lang, 'answerAsk.yes');
      const no = pageText(lang, 'answerAsk.no');
      const lines = [pageText(lang, 'answerAsk.text', values)];
      if (given) lines.push(pageText(lang, 'answerAsk.current', { answer: given.attending ? yes : no }));
      return html(
        reply,
        renderLinkPage(lang, 'answerAsk', values, {
          lines,
          buttons: [
            { name: 'attending', value: 'yes', label: yes },
            { name: 'attending', value: 'no', label: no },
          ],
        }),
      );
    },
  );

  app.post(
    answerRoute,
    {
      config: { access: ['public'] },
      schema: schema(
        'Records the answer of a mail’s link (form field attending=yes|no) for the person and date the token names.',
      ),
    },
    async (request: LinkRequest, reply) => {
      const lang = requestLanguage(request);
      const purpose = purposeOf(request);
      const attending = (request.body as { attending?: unknown } | undefined)?.attending;
      if (purpose?.p !== 'answer' || !purpose.d || (attending !== 'yes' && attending !== 'no'))
        return invalid(reply, lang);
      const { date, values } = await answerContext(purpose, lang);
      if (date.cancelled || date.startsAt <= new Date(app.config.now())) {
        return html(reply, renderLinkPage(lang, 'answerClosed', values), 409);
      }
      // The recipient answers for themself or a child they guard; recordAnswer checks it again.
      await recordAnswer(app.db, purpose.o, {
        dateId: purpose.d,
        participantId: purpose.u,
        answeredBy: purpose.r,
        attending: attending === 'yes',
        now: new Date(app.config.now()),
      });
      return html(
        reply,
        renderLinkPage(lang, 'answered', values, {
          lines: [pageText(lang, `answered.${attending}`, values), pageText(lang, 'answered.change')],
        }),
      );
    },
  );
}
