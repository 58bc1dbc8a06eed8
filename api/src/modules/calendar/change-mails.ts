import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { addToOutbox } from '../mail/index.js';
import { zone } from './recurrence.js';
import { calendarText } from './texts.js';
import '../users/index.js';
import '../families/index.js';

type Db = Kysely<Database>;

export type CourseChange =
  | { kind: 'dateCancelled'; eventsGroupId: string; start: Date }
  | { kind: 'dateMoved'; eventsGroupId: string; start: Date; newStart: Date; place: string }
  | { kind: 'courseCancelled'; eventsGroupId: string; start: Date; count: number };

const day = (date: Date, lang: Language) =>
  DateTime.fromJSDate(date, { zone })
    .setLocale(lang === 'en' ? 'en-GB' : 'de-DE')
    .toLocaleString({ weekday: 'short', day: '2-digit', month: '2-digit', year: 'numeric' });
const clock = (date: Date) => DateTime.fromJSDate(date, { zone }).toFormat('HH:mm');

/**
 * Tells a course's participants about a change of a coming date (cancelled, moved) or the end of
 * its coming dates, each in their language, through the outbox (delivered and retried by the
 * outbox pass). People who turned these mails off get none; past dates mail nobody.
 * Answers how many mails were queued.
 */
export async function queueCourseChangeMails(
  db: Db,
  organizationId: string,
  change: CourseChange,
  origin: string,
  now: Date = new Date(),
): Promise<number> {
  if (change.start <= now) return 0;
  const group = await db
    .selectFrom('events_groups as g')
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    .select(['g.name', 'g.date_cancel_policy', 'o.company_name', 'o.name as org_name'])
    .where('g.organization_id', '=', organizationId)
    .where('g.id', '=', change.eventsGroupId)
    .executeTakeFirst();
  if (!group) return 0;
  const participants = db
    .selectFrom('events_group_members as m')
    .select('m.user_id as id')
    .where('m.organization_id', '=', organizationId)
    .where('m.events_group_id', '=', change.eventsGroupId);
  // A child has no mailbox: its guardians hear about its course's changes (issue 35).
  const guardians = db
    .selectFrom('family_guardians as f')
    .select('f.guardian_id as id')
    .where('f.organization_id', '=', organizationId)
    .where('f.child_id', 'in', participants);
  const people = await db
    .selectFrom('users as u')
    .leftJoin('course_mail_settings as c', 'c.user_id', 'u.id')
    .select(['u.id', 'u.email', 'u.display_name', 'u.first_name', 'c.course_changes', 'c.language'])
    // Who paid for a place (their own, or as a guardian their child's): their mail about a
    // cancelled date says what the course's rule gives.
    .select(
      sql<boolean>`exists (select 1 from orders p where (p.participant_id = u.id or p.user_id = u.id)
        and p.events_group_id = ${change.eventsGroupId} and p.status = 'SENT')`.as('has_paid'),
    )
    .where('u.organization_id', '=', organizationId)
    .where((eb) => eb.or([eb('u.id', 'in', participants), eb('u.id', 'in', guardians)]))
    .execute();
  const link = `${origin}/training?eventsGroupId=${change.eventsGroupId}`;
  let queued = 0;
  for (const person of people) {
    if (person.course_changes === false || person.email.endsWith('.invalid')) continue;
    const lang: Language = person.language === 'en' ? 'en' : 'de';
    const params: Record<string, string | number> = {
      name: person.first_name || person.display_name || person.email,
      course: group.name,
      club: group.company_name || group.org_name,
      date: day(change.start, lang),
      time: clock(change.start),
      link,
    };
    if (change.kind === 'dateMoved') {
      Object.assign(params, {
        newDate: day(change.newStart, lang),
        newTime: clock(change.newStart),
        place: change.place,
      });
    }
    if (change.kind === 'courseCancelled') params.count = change.count;
    if (change.kind === 'dateCancelled') {
      params.compensation = person.has_paid
        ? calendarText(lang, `mail.dateCancelled.compensation.${group.date_cancel_policy}`)
        : '';
    }
    await addToOutbox(
      db,
      {
        organizationId,
        template: `COURSE_${change.kind.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`,
        templateId: null,
        recipient: person.email,
        replyTo: null,
        subject: calendarText(lang, `mail.${change.kind}.subject`, params),
        textBody: calendarText(lang, `mail.${change.kind}.body`, params).replace(/\n{3,}/g, '\n\n'),
        htmlBody: null,
        // Cancelled dates also as a push to who chose it (a moved date is mail only).
        push:
          change.kind === 'dateCancelled' || change.kind === 'courseCancelled'
            ? { userId: person.id, kind: 'cancelledDates', url: `/training?eventsGroupId=${change.eventsGroupId}` }
            : null,
      },
      'job',
    );
    queued++;
  }
  return queued;
}

/** A person's choice about these mails; no row = on, German. */
export async function courseMailSettings(db: Db, organizationId: string, userId: string) {
  const row = await db
    .selectFrom('course_mail_settings')
    .select(['course_changes', 'language'])
    .where('organization_id', '=', organizationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return { courseChanges: row?.course_changes ?? true, language: row?.language ?? 'de' };
}

export async function saveCourseMailSettings(
  db: Db,
  organizationId: string,
  userId: string,
  settings: { courseChanges: boolean; language: Language },
) {
  await db
    .insertInto('course_mail_settings')
    .values({
      organization_id: organizationId,
      user_id: userId,
      course_changes: settings.courseChanges,
      language: settings.language,
    })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        course_changes: settings.courseChanges,
        language: settings.language,
        updated_at: new Date(),
      }),
    )
    .execute();
}
