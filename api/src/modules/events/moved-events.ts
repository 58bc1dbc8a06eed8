import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { requiredText } from '../../locales/load.js';
import { addToOutbox } from '../mail/index.js';
import { eventFromRow, eventRoute, type EventDetails } from './event-details.js';
import { rememberStartHeard } from './event-starts.js';
import { greetingOf } from './mail-greeting.js';
import { cancelLink, formatWhen, type EventsDeps } from './sign-ups.js';
import { signUpToken } from './tokens.js';
import './reminder-tables.js';
import './tables.js';

type Trx = Transaction<Database>;
type TemplateRow = Parameters<typeof eventFromRow>[0];
type Club = { name: string; company_name: string | null; email: string | null };

export const clubOf = (trx: Trx, organizationId: string): Promise<Club> =>
  trx
    .selectFrom('organizations')
    .select(['name', 'company_name', 'email'])
    .where('id', '=', organizationId)
    .executeTakeFirstOrThrow();

/** Until the deadline a mail offers the cancel link (as the confirmation did); after it, the club. */
export function cancelAt(deps: EventsDeps, event: EventDetails, signUpId: string, origin: string, now: number) {
  return now <= event.deadline.getTime()
    ? { origin, token: signUpToken(deps.linkKeys()[0]!, event.organizationId, signUpId) }
    : null;
}

/** "Can't make it? Cancel by … : link", or after the deadline "please tell the club". */
export async function cancelLine(
  trx: Trx,
  event: EventDetails,
  lang: Language,
  club: Club,
  cancel: { origin: string; token: string } | null,
): Promise<string> {
  return cancel
    ? requiredText(lang, 'eventMail.reminder.cancelLink', {
        deadline: formatWhen(event.deadline, lang),
        link: await cancelLink(cancel.origin, trx, event, cancel.token),
      })
    : requiredText(lang, 'eventMail.reminder.tellClub', { email: club.email ?? '' });
}

/**
 * A moved event (its date or time changed in the editor, which changes only the block): with
 * the event's row locked, compares its start with the one its people with a place last heard of
 * (event_starts). The first look only records it. A different start is recorded, the reminders
 * sent for the old date are forgotten (the reminder goes again the day before the new date), and
 * everyone with a place gets "date changed" in their language, while the new start is to come.
 * Answers how many of these mails were queued.
 */
export async function noticeMovedEvent(
  deps: EventsDeps,
  trx: Trx,
  row: TemplateRow,
  event: EventDetails,
  origin: string,
  now: number,
): Promise<number> {
  const known = await trx
    .selectFrom('event_starts')
    .select('starts_at')
    .where('event_id', '=', event.id)
    .executeTakeFirst();
  if (!known) {
    await rememberStartHeard(trx, event);
    return 0;
  }
  if (known.starts_at.getTime() === event.startsAt.getTime()) return 0;
  await trx.updateTable('event_starts').set({ starts_at: event.startsAt }).where('event_id', '=', event.id).execute();
  await trx.deleteFrom('event_reminders').where('event_id', '=', event.id).execute();
  if (event.startsAt.getTime() <= now) return 0;
  const people = await trx
    .selectFrom('event_sign_ups')
    .select(['id', 'name', 'email', 'language', 'user_id', 'signed_up_by'])
    .where('event_id', '=', event.id)
    .where('status', '=', 'CONFIRMED')
    .execute();
  const club = await clubOf(trx, event.organizationId);
  const route = await eventRoute(trx, event.organizationId, event.contentId);
  let queued = 0;
  for (const person of people) {
    if (person.email.endsWith('.invalid')) continue;
    const lang: Language = person.language === 'en' ? 'en' : 'de';
    const inLanguage = eventFromRow(row, lang) ?? event;
    // A child's notice goes to the guardian: it greets them and names the child.
    const greeting = await greetingOf(trx, { name: person.name, signedUpBy: person.signed_up_by });
    const key = greeting.child ? 'eventMail.movedChild' : 'eventMail.moved';
    const params = {
      name: greeting.name,
      child: greeting.child ?? '',
      event: inLanguage.title,
      before: formatWhen(known.starts_at, lang),
      when: formatWhen(inLanguage.startsAt, lang),
      place: inLanguage.place,
      club: club.company_name || club.name,
      cancel: await cancelLine(trx, inLanguage, lang, club, cancelAt(deps, event, person.id, origin, now)),
    };
    await queueEventNotice(trx, event, person, route, {
      template: 'EVENT_MOVED',
      subject: requiredText(lang, `${key}.subject`, params),
      textBody: requiredText(lang, `${key}.body`, params),
    });
    queued += 1;
  }
  return queued;
}

/**
 * A notice about an event to one person with a place (reminder, date changed), sent by the job:
 * the mail through the outbox, and a push where the person chose event reminders.
 */
export async function queueEventNotice(
  trx: Trx,
  event: Pick<EventDetails, 'id' | 'organizationId'>,
  person: { email: string; user_id: string | null },
  route: string | null,
  mail: { template: 'EVENT_MOVED' | 'EVENT_REMINDER'; subject: string; textBody: string },
): Promise<void> {
  await addToOutbox(
    trx,
    {
      organizationId: event.organizationId,
      templateId: event.id,
      recipient: person.email,
      replyTo: null,
      ...mail,
      htmlBody: null,
      push: person.user_id
        ? { userId: person.user_id, kind: 'eventReminders', url: route ?? '/members#myCourses' }
        : null,
    },
    'job',
  );
}
