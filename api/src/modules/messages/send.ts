import type { FastifyInstance } from 'fastify';
import { DateTime } from 'luxon';
import type { MessageAudience, SendMessageInput, SentMessage } from '@club/shared/contracts/endpoints/messages';
import { HttpError, notFound } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { countHit } from '../../lib/quota.js';
import type { SessionClaims } from '../../plugins/auth.js';
import { assertCoachOfCourse, nextOccurrences } from '../calendar/index.js';
import { addToOutbox } from '../mail/index.js';
import { resolveRecipients } from './audience.js';
import { audienceLabel, composeMail, type NextDate, type Texts } from './compose.js';
import { linkToken } from './link-tokens.js';
import { answerPath, unsubscribePath } from './paths.js';
import './tables.js';
import { personName } from '../../lib/person-name.js';

/** Per sender: at most this many messages in an hour (a fixed window, counted in the database). */
export const messageRateLimit = { max: 10, timeWindowMs: 3_600_000 };
const maxPeriodDays = 400;

function checkInput(input: Required<SendMessageInput>) {
  if ((input.subjectEn === '') !== (input.bodyEn === '')) {
    throw new HttpError(
      400,
      'TRANSLATION_INCOMPLETE',
      'Please give the English subject and text together, or leave both empty.',
    );
  }
  if (input.askAttendance && input.audience.kind !== 'course') {
    throw new HttpError(400, 'ATTENDANCE_NEEDS_COURSE', 'Asking who attends works only for a message to a course.');
  }
  if (input.audience.kind === 'bookings') {
    const days = DateTime.fromISO(input.audience.to).diff(DateTime.fromISO(input.audience.from), 'days').days;
    if (!(days >= 0 && days <= maxPeriodDays)) {
      throw new HttpError(
        400,
        'INVALID_PERIOD_MESSAGES',
        `to: the period must end after it starts and span at most ${maxPeriodDays} days.`,
        undefined,
        { days: maxPeriodDays },
      );
    }
  }
}

/** Coaches write to the courses they coach; every other audience is the administrators'. */
async function assertMayWrite(app: FastifyInstance, session: SessionClaims, orgId: string, audience: MessageAudience) {
  if (audience.kind === 'course') {
    const course = await app.db
      .selectFrom('events_groups')
      .select('name')
      .where('organization_id', '=', orgId)
      .where('id', '=', audience.eventsGroupId)
      .executeTakeFirst();
    if (!course) throw notFound('No course has this id.', 'course');
    await assertCoachOfCourse(app.db, session, orgId, audience.eventsGroupId);
    return course.name;
  }
  if (session.role.name !== 'ADMINISTRATOR') {
    throw new HttpError(
      403,
      'ONLY_ADMINISTRATORS',
      'Only administrators write to roles, fee categories, all members or the bookings of a period.',
      'Forbidden',
    );
  }
  return null;
}

async function takeSenderQuota(app: FastifyInstance, orgId: string, senderId: string) {
  const { hits, ttlMs } = await countHit(
    app.db,
    `messages:${orgId}:${senderId}`,
    messageRateLimit.timeWindowMs,
    app.config.now(),
  );
  if (hits <= messageRateLimit.max) return;
  const minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  const error = new HttpError(
    429,
    'MESSAGE_RATE_LIMITED',
    `You may send at most ${messageRateLimit.max} messages an hour. Please try again in ${minutes} minutes.`,
    'Too Many Requests',
    { max: messageRateLimit.max, minutes },
  );
  throw Object.assign(error, { retryAfter: Math.ceil(ttlMs / 1000) });
}

/**
 * Sends a message: checks who may write to the audience, resolves the recipients from the club's
 * data, counts the sender's hourly quota, then stores the message and one outbox mail per
 * recipient in one transaction (the outbox job delivers them). Replies go to the sender.
 */
export async function sendClubMessage(
  app: FastifyInstance,
  session: SessionClaims,
  orgId: string,
  input: Required<SendMessageInput>,
  lang: Language,
): Promise<SentMessage> {
  checkInput(input);
  const courseName = await assertMayWrite(app, session, orgId, input.audience);
  const now = new Date(app.config.now());
  const recipients = await resolveRecipients(app.db, orgId, input.audience, now);
  if (recipients.length === 0) {
    throw new HttpError(
      400,
      'NO_RECIPIENTS',
      'Nobody would receive this message: the group has no one with an e-mail address who still wants club messages.',
    );
  }
  await takeSenderQuota(app, orgId, session.sub);

  const sender = await app.db
    .selectFrom('users')
    .select(['email', 'display_name', 'first_name', 'last_name'])
    .where('organization_id', '=', orgId)
    .where('id', '=', session.sub)
    .executeTakeFirstOrThrow();
  const senderName = personName(sender);
  const club = await app.db
    .selectFrom('organizations')
    .select(['name', 'company_name', 'email'])
    .where('id', '=', orgId)
    .executeTakeFirstOrThrow();
  const clubName = club.company_name || club.name;
  const origin = await app.publicOrigins.originForId(orgId);
  const api = `${origin}${app.config.apiPrefix}`;
  let nextDate: NextDate | null = null;
  // Without a coming date there is nothing to answer: the mail then carries no answer links.
  if (input.askAttendance && input.audience.kind === 'course') {
    const next = (await nextOccurrences(app.db, orgId, [input.audience.eventsGroupId], now)).get(
      input.audience.eventsGroupId,
    );
    if (next)
      nextDate = {
        id: next.id,
        course: courseName ?? next.name,
        start: new Date(next.startDateTime),
        place: next.place,
      };
  }
  const texts: Texts = input;
  const key = app.config.jwtSecret;

  const message = await app.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('messages')
      .values({
        organization_id: orgId,
        sender_id: session.sub,
        sender_name: senderName,
        audience: JSON.stringify(input.audience),
        subject_de: input.subjectDe,
        body_de: input.bodyDe,
        subject_en: input.subjectEn,
        body_en: input.bodyEn,
        recipient_count: recipients.length,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow();
    for (const recipient of recipients) {
      const unsubscribeLink = `${api}${unsubscribePath(orgId, linkToken(key, { p: 'unsubscribe', o: orgId, u: recipient.userId }))}`;
      const mail = composeMail({
        texts,
        recipient,
        senderName,
        club: clubName,
        nextDate,
        answerLink: (personId) =>
          nextDate
            ? `${api}${answerPath(orgId, linkToken(key, { p: 'answer', o: orgId, d: nextDate.id, u: personId, r: recipient.userId }))}`
            : '',
        unsubscribeLink,
      });
      const mailto = `mailto:${club.email}?subject=${encodeURIComponent(`unsubscribe ${recipient.userId}`)}`;
      await addToOutbox(
        trx,
        {
          organizationId: orgId,
          template: 'CLUB_MESSAGE',
          templateId: null,
          recipient: recipient.email,
          replyTo: sender.email,
          subject: mail.subject,
          textBody: mail.text,
          htmlBody: null,
          // RFC 2369 and RFC 8058: mail programs show an unsubscribe button that POSTs to the https link.
          headers: {
            'List-Unsubscribe': `<${mailto}>, <${unsubscribeLink}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
          messageId: row.id,
          push: { userId: recipient.userId, kind: 'messages', url: '/members' },
        },
        'job',
      );
    }
    return row;
  });
  return {
    id: message.id,
    createdAt: message.created_at.toISOString(),
    senderName,
    audience: input.audience,
    audienceLabel: audienceLabel(input.audience, lang, courseName),
    subject: input.subjectDe,
    recipients: recipients.length,
    queued: recipients.length,
    sent: 0,
    failed: 0,
  };
}
