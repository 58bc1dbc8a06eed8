import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PublicOrigins } from '../../lib/public-origins.js';
import type { WaitingListConfig } from './config.js';
import type { Language } from '../../lib/language.js';
import { addToOutbox } from '../mail/index.js';
import { contracts } from '../../lib/contracts.js';
import { coursePlaces, placesLeft } from './places.js';
import { offerMail } from './texts.js';
import './tables.js';
import { personName } from '../../lib/person-name.js';

type Db = Kysely<Database>;
/** What an offer needs: the database and the one origin rule for the mail's link. */
export interface WaitingListDeps {
  db: Db;
  publicOrigins: Pick<PublicOrigins, 'originForId'>;
  config: { waitingList: WaitingListConfig };
}

export interface WaitingEntry {
  eventsGroupId: string;
  courseName: string;
  position: number;
  joinedAt: Date;
  /** Set while a freed place is held for the person: book and pay before this. */
  offerExpiresAt: Date | null;
}

/** Puts the person at the end of the line (again joining keeps their first place in line). */
export async function joinWaitingList(
  db: Db,
  input: { organizationId: string; eventsGroupId: string; userId: string; language: Language },
): Promise<void> {
  await db
    .insertInto('course_waiting_list')
    .values({
      organization_id: input.organizationId,
      events_group_id: input.eventsGroupId,
      user_id: input.userId,
      language: input.language,
    })
    .onConflict((oc) => oc.columns(['events_group_id', 'user_id']).doNothing())
    .execute();
}

/** Takes the person off the line; true when they were on it. A held place goes to the next. */
export async function leaveWaitingList(db: Db, organizationId: string, eventsGroupId: string, userId: string) {
  const removed = await db
    .deleteFrom('course_waiting_list')
    .where('organization_id', '=', organizationId)
    .where('events_group_id', '=', eventsGroupId)
    .where('user_id', '=', userId)
    .returning('offer_expires_at')
    .executeTakeFirst();
  return Boolean(removed);
}

/** The person's lines with their position (1 = next to be offered a place). */
export async function waitingEntriesOf(db: Db, organizationId: string, userId: string): Promise<WaitingEntry[]> {
  const { rows } = await sql<{
    events_group_id: string;
    name: string;
    joined_at: Date;
    offer_expires_at: Date | null;
    position: number;
  }>`
    SELECT w.events_group_id, g.name, w.joined_at, w.offer_expires_at,
      (SELECT count(*)::int FROM course_waiting_list o
        WHERE o.events_group_id = w.events_group_id AND (o.joined_at, o.user_id) <= (w.joined_at, w.user_id)) AS position
    FROM course_waiting_list w JOIN events_groups g ON g.id = w.events_group_id
    WHERE w.organization_id = ${organizationId} AND w.user_id = ${userId}
    ORDER BY w.joined_at`.execute(db);
  return rows.map((row) => ({
    eventsGroupId: row.events_group_id,
    courseName: row.name,
    position: Number(row.position),
    joinedAt: new Date(row.joined_at),
    offerExpiresAt: row.offer_expires_at ? new Date(row.offer_expires_at) : null,
  }));
}

/** The line of a course in order, for its coaches and the administrators. */
export async function waitingListOf(db: Db, organizationId: string, eventsGroupId: string) {
  const rows = await db
    .selectFrom('course_waiting_list as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.user_id', 'u.display_name', 'u.first_name', 'u.last_name', 'w.joined_at', 'w.offer_expires_at'])
    .where('w.organization_id', '=', organizationId)
    .where('w.events_group_id', '=', eventsGroupId)
    .orderBy('w.joined_at')
    .orderBy('w.user_id')
    .execute();
  return rows.map((row, index) => ({
    userId: row.user_id,
    name: personName(row),
    position: index + 1,
    joinedAt: new Date(row.joined_at),
    offerExpiresAt: row.offer_expires_at ? new Date(row.offer_expires_at) : null,
  }));
}

/**
 * Offers each free place of the course to the next in line without an offer: the place is held
 * for them for `offerHours` and they get a mail with the link to book it (outbox). Runs in one
 * transaction with the course row locked, like an enrolment, so a place is never offered twice
 * nor offered and sold at once. Returns how many offers were made.
 */
export async function offerFreedPlaces(
  deps: WaitingListDeps,
  organizationId: string,
  eventsGroupId: string,
  offerHours: number,
): Promise<number> {
  // The club's configured origin, read before the transaction (PGlite has one connection); never
  // the Host of whoever joined or freed the place.
  const origin = await deps.publicOrigins.originForId(organizationId);
  return deps.db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('events_groups')
      .select('closed_at')
      .where('id', '=', eventsGroupId)
      .forUpdate()
      .executeTakeFirst();
    // A closed course (no coming dates, orders/course-closed.ts) offers no place.
    if (!locked || locked.closed_at) return 0;
    const free = placesLeft(await coursePlaces(trx, organizationId, eventsGroupId));
    if (free === 0) return 0;
    const offered = await trx
      .updateTable('course_waiting_list')
      .set({
        offered_at: sql<Date>`now()`,
        offer_expires_at: sql<Date>`now() + make_interval(hours => ${offerHours})`,
      })
      .where('events_group_id', '=', eventsGroupId)
      .where('user_id', 'in', (query) =>
        query
          .selectFrom('course_waiting_list')
          .select('user_id')
          .where('events_group_id', '=', eventsGroupId)
          .where('offered_at', 'is', null)
          .orderBy('joined_at')
          .orderBy('user_id')
          .limit(free),
      )
      .returning(['user_id', 'language', 'offer_expires_at'])
      .execute();
    if (offered.length === 0) return 0;
    const course = await trx
      .selectFrom('events_groups as g')
      .innerJoin('organizations as o', 'o.id', 'g.organization_id')
      // The course page (the menu entry of its COURSE template) holds the join modal.
      .leftJoin('menus as m', (join) =>
        join.onRef('m.content_id', '=', 'g.content_id').onRef('m.organization_id', '=', 'g.organization_id'),
      )
      .select(['g.name', 'o.company_name', 'o.name as org_name', 'm.path'])
      .where('g.id', '=', eventsGroupId)
      .executeTakeFirstOrThrow();
    // The course page opens the join modal of this course (a page may show several courses).
    const page = course.path
      ? `${contracts.routeOfMenuPath(course.path)}?join=${eventsGroupId}`
      : `/training?eventsGroupId=${eventsGroupId}`;
    for (const offer of offered) {
      const person = await trx
        .selectFrom('users')
        .select(['email', 'first_name', 'display_name'])
        .where('id', '=', offer.user_id)
        .executeTakeFirstOrThrow();
      if (person.email.endsWith('.invalid')) continue;
      const lang: Language = offer.language === 'en' ? 'en' : 'de';
      const until = new Intl.DateTimeFormat(lang === 'de' ? 'de-DE' : 'en-GB', {
        dateStyle: 'full',
        timeStyle: 'short',
        timeZone: 'Europe/Berlin',
      }).format(new Date(offer.offer_expires_at!));
      const mail = offerMail(lang, {
        name: person.first_name || person.display_name || person.email,
        course: course.name,
        club: course.company_name || course.org_name,
        until,
        link: `${origin}${page}`,
      });
      await addToOutbox(
        trx,
        {
          organizationId,
          template: 'WAITING_LIST_OFFER',
          templateId: null,
          recipient: person.email,
          replyTo: null,
          subject: mail.subject,
          textBody: mail.body,
          htmlBody: null,
          push: { userId: offer.user_id, kind: 'waitingListOffers', url: page },
        },
        'job',
      );
    }
    return offered.length;
  });
}

/**
 * The waiting-list job's pass: ends expired offers (the person leaves the line, the place goes to
 * the next) and offers every free place of every course with a line: places freed by a
 * cancellation, a refund, an administrator or raised places all end here, even when no request
 * was there to start it. Returns how many offers were made.
 */
export async function runWaitingList(deps: WaitingListDeps, offerHours: number): Promise<number> {
  const { db } = deps;
  await db
    .deleteFrom('course_waiting_list')
    .where('offer_expires_at', '<=', sql<Date>`now()`)
    .execute();
  const courses = await db
    .selectFrom('course_waiting_list')
    .select(['organization_id', 'events_group_id'])
    .where('offered_at', 'is', null)
    .groupBy(['organization_id', 'events_group_id'])
    .execute();
  let offers = 0;
  for (const course of courses) {
    offers += await offerFreedPlaces(deps, course.organization_id, course.events_group_id, offerHours);
  }
  return offers;
}
