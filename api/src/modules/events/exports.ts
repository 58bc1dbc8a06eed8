import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { personName } from '../../lib/person-name.js';
import { berlinTimeCell, csvText, toCsv } from '../memberships/index.js';
import type { EventDetails } from './event-details.js';
import './tables.js';

/** The sign-ups of an event: confirmed first, then the waiting list in its order. */
export async function signUpsOf(db: Kysely<Database>, organizationId: string, eventId: string) {
  const rows = await db
    .selectFrom('event_sign_ups as s')
    // A child's sign-up names the guardian who made it (migration 390).
    .leftJoin('users as g', 'g.id', 's.signed_up_by')
    .selectAll('s')
    .select(['g.first_name', 'g.last_name', 'g.display_name', 'g.email as guardian_email'])
    .where('s.organization_id', '=', organizationId)
    .where('s.event_id', '=', eventId)
    .orderBy('s.status')
    .orderBy('s.joined_at')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    guests: row.guests,
    status: row.status,
    isMember: row.user_id !== null,
    createdAt: new Date(row.joined_at).toISOString(),
    answers: row.answers ?? {},
    orderId: row.order_id,
    signedUpBy: row.signed_up_by ? personName({ ...row, email: row.guardian_email }) : null,
  }));
}

/**
 * The organiser's CSV (the treasurer's lists' format for German spreadsheets: toCsv of
 * memberships): one row per sign-up, one column per question (its text as the heading),
 * yes/no answers in words.
 */
export function signUpsCsv(
  event: EventDetails,
  signUps: Array<
    Omit<Awaited<ReturnType<typeof signUpsOf>>[number], 'status'> & { status: string; payment: string | null }
  >,
  lang: Language,
): string {
  // A paid event's list says who paid and who was refunded (paid.ts).
  const isPaid = event.priceCents > 0 || signUps.some((signUp) => signUp.payment !== null);
  const statusText = (status: string) =>
    csvText(status === 'CONFIRMED' ? 'eventConfirmed' : status === 'WAITING' ? 'eventWaiting' : 'eventCancelled', lang);
  const yesNo = (answer: string) =>
    answer === 'yes' ? csvText('eventYes', lang) : answer === 'no' ? csvText('eventNo', lang) : answer;
  return toCsv(
    [
      'eventName',
      'eventEmail',
      'eventGuests',
      'eventStatus',
      'eventMember',
      'eventSignedUpAt',
      'eventSignedUpBy',
      ...(isPaid ? ['eventPayment'] : []),
      ...event.questions.map((question) => ({ label: question.question })),
    ],
    signUps.map((signUp) => [
      signUp.name,
      signUp.email,
      signUp.guests,
      statusText(signUp.status),
      csvText(signUp.isMember ? 'eventYes' : 'eventNo', lang),
      berlinTimeCell(new Date(signUp.createdAt)),
      signUp.signedUpBy ?? '',
      ...(isPaid ? [signUp.payment ? csvText(`eventPayment${signUp.payment}`, lang) : ''] : []),
      ...event.questions.map((question) => {
        const answer = signUp.answers[question.id] ?? '';
        return question.kind === 'yesNo' ? yesNo(answer) : answer;
      }),
    ]),
    lang,
  );
}

/**
 * The event as one VEVENT (the course feeds' conventions of calendar/ical.ts: times in
 * Europe/Berlin with its VTIMEZONE, DTSTAMP in UTC, a stable UID), linking the event's page.
 */
export function eventIcal(event: EventDetails, url: string | null, stamp: Date): string {
  const berlin = (date: Date) => DateTime.fromJSDate(date, { zone: 'Europe/Berlin' });
  const calendar = ical({
    name: event.title,
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: `${event.id}@events-service`,
    start: berlin(event.startsAt),
    // Without an end the entry lasts two hours (a calendar needs an end to show it).
    end: berlin(event.endsAt ?? new Date(event.startsAt.getTime() + 2 * 3600_000)),
    timezone: 'Europe/Berlin',
    summary: event.title,
    location: event.place || null,
    description: event.description || null,
    url,
    stamp,
  });
  return calendar.toString();
}
