import { sql, type Transaction } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { contracts } from '../../lib/contracts.js';
import { requiredText } from '../../locales/load.js';
import { eventFromRow, eventRoute, type EventDetails } from './event-details.js';
import { greetingOf } from './mail-greeting.js';
import { cancelAt, cancelLine, clubOf, noticeMovedEvent, queueEventNotice } from './moved-events.js';
import { formatWhen, type EventsDeps } from './sign-ups.js';
import './reminder-tables.js';
import './tables.js';

type Trx = Transaction<Database>;

/** Reminders go from this hour (club time) of the day before: no push in the night. */
const reminderHour = 9;

/** When an event's reminders are due: 09:00 in Berlin on the calendar day before it starts. */
export function reminderTime(startsAt: Date): Date {
  return DateTime.fromJSDate(startsAt, { zone: contracts.CLUB_TIME_ZONE })
    .startOf('day')
    .minus({ days: 1 })
    .set({ hour: reminderHour })
    .toJSDate();
}

type TemplateRow = Parameters<typeof eventFromRow>[0];

/**
 * The reminder the day before an event (issue 35 items 3 and 4): a mail, and a push of the kind
 * 'eventReminders' where the person wants it, to everyone with a place — not the waiting list;
 * a cancelled sign-up is gone. Runs on every replica: each sign-up is claimed once by inserting
 * its event_reminders row (primary key, ON CONFLICT DO NOTHING) in the transaction that queues
 * its mail, with the event's row locked as sign-ups and cancellations lock it. Returns how many
 * reminders were queued.
 *
 * The same pass notices a moved event (its date or time changed in the editor; moved-events.ts):
 * its people with a place get "date changed", and its reminder goes again for the new date.
 */
export async function sendEventReminders(deps: EventsDeps): Promise<number> {
  const now = deps.now();
  // Events with a sign-up not yet reminded, or whose known start is still to come (a move of
  // such an event must be noticed, reminded or not).
  const pending = await deps.db
    .selectFrom('event_sign_ups as s')
    .leftJoin('event_reminders as r', 'r.sign_up_id', 's.id')
    .leftJoin('event_starts as k', 'k.event_id', 's.event_id')
    .select(['s.event_id', 'k.starts_at as known_start'])
    .distinct()
    .where('s.status', '=', 'CONFIRMED')
    .where((eb) =>
      eb.or([eb('r.sign_up_id', 'is', null), eb('k.event_id', 'is', null), eb('k.starts_at', '>', new Date(now))]),
    )
    .execute();
  if (pending.length === 0) return 0;
  const knownStart = new Map(pending.map((row) => [row.event_id, row.known_start]));
  const rows = await deps.db
    .selectFrom('templates')
    .select(['id', 'organization_id', 'content_id', 'fields', 'elements'])
    .where('id', 'in', [...knownStart.keys()])
    .where('type', '=', 'EVENT')
    .where('content_id', 'is not', null)
    .execute();
  let queued = 0;
  const failures: unknown[] = [];
  for (const row of rows) {
    const event = eventFromRow(row, 'de');
    if (!event) continue;
    const isKnown = knownStart.get(event.id)?.getTime() === event.startsAt.getTime();
    if (isKnown && now < reminderTime(event.startsAt).getTime()) continue;
    // One event that fails (its block removed meanwhile) does not hold up the others' reminders.
    queued += await remindEvent(deps, row, now).catch((error: unknown) => {
      failures.push(error);
      return 0;
    });
  }
  if (failures.length > 0) throw failures[0];
  return queued;
}

async function remindEvent(deps: EventsDeps, row: TemplateRow, now: number): Promise<number> {
  // Read before the transaction: PGlite has one connection, and the transaction holds it.
  const origin = await deps.publicOrigins.originForId(row.organization_id);
  return deps.db.transaction().execute(async (trx) => {
    // The block as it is now, locked as sign-ups lock it: a save in the editor meanwhile is seen.
    const locked = await trx
      .selectFrom('templates')
      .select(['id', 'organization_id', 'content_id', 'fields', 'elements'])
      .where('id', '=', row.id)
      .where('type', '=', 'EVENT')
      .where('content_id', 'is not', null)
      .forUpdate()
      .executeTakeFirst();
    const event = locked ? eventFromRow(locked, 'de') : null;
    if (!locked || !event) return 0;
    await noticeMovedEvent(deps, trx, locked, event, origin, now);
    const dueFrom = reminderTime(event.startsAt);
    if (now < dueFrom.getTime()) return 0;
    // A place that came after the reminder time (a late sign-up, a move up from the waiting list)
    // had its own mail within the day; after the start nothing is due. Both are only marked.
    const due = sql<Date | null>`CASE WHEN coalesce(confirmed_at, joined_at) < ${dueFrom}
      AND ${new Date(now)}::timestamptz < ${event.startsAt}::timestamptz THEN ${new Date(now)}::timestamptz END`;
    const claimed = await trx
      .insertInto('event_reminders')
      .columns(['sign_up_id', 'event_id', 'sent_at'])
      .expression((eb) =>
        eb
          .selectFrom('event_sign_ups')
          .select(['id', 'event_id', due.as('sent_at')])
          .where('event_id', '=', event.id)
          .where('status', '=', 'CONFIRMED'),
      )
      .onConflict((conflict) => conflict.column('sign_up_id').doNothing())
      .returning(['sign_up_id', 'sent_at'])
      .execute();
    const toRemind = claimed.filter((claim) => claim.sent_at !== null).map((claim) => claim.sign_up_id);
    if (toRemind.length === 0) return 0;
    const people = await trx
      .selectFrom('event_sign_ups')
      .select(['id', 'name', 'email', 'language', 'user_id', 'guests', 'signed_up_by'])
      .where('id', 'in', toRemind)
      .execute();
    const club = await clubOf(trx, event.organizationId);
    const route = await eventRoute(trx, event.organizationId, event.contentId);
    let queued = 0;
    for (const person of people) {
      if (person.email.endsWith('.invalid')) continue;
      const lang: Language = person.language === 'en' ? 'en' : 'de';
      const inLanguage = eventFromRow(locked, lang) ?? event;
      const mail = await reminderMail(
        trx,
        inLanguage,
        person,
        lang,
        club,
        cancelAt(deps, event, person.id, origin, now),
      );
      await queueEventNotice(trx, event, person, route, { template: 'EVENT_REMINDER', ...mail });
      queued += 1;
    }
    return queued;
  });
}

/** The reminder in the person's language: when, where, guests, and how to cancel or whom to tell. */
async function reminderMail(
  trx: Trx,
  event: EventDetails,
  person: { name: string; guests: number; signed_up_by: string | null },
  lang: Language,
  club: { name: string; company_name: string | null; email: string | null },
  cancel: { origin: string; token: string } | null,
): Promise<{ subject: string; textBody: string }> {
  // A child's reminder goes to the guardian: it greets them and names the child.
  const greeting = await greetingOf(trx, { name: person.name, signedUpBy: person.signed_up_by });
  const params = {
    name: greeting.name,
    child: greeting.child ?? '',
    event: event.title,
    when: formatWhen(event.startsAt, lang),
    place: event.place,
    guests: person.guests > 0 ? requiredText(lang, 'eventMail.guests', { count: person.guests }) : '',
    club: club.company_name || club.name,
    cancel: await cancelLine(trx, event, lang, club, cancel),
  };
  const key = greeting.child ? 'eventMail.reminderChild' : 'eventMail.reminder';
  return {
    subject: requiredText(lang, `${key}.subject`, params),
    textBody: requiredText(lang, `${key}.body`, params),
  };
}
