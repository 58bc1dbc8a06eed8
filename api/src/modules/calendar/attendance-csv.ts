import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database } from '../../db/schema.js';
import { writeCsv } from '../../lib/csv.js';
import type { Language } from '../../lib/language.js';
import { zone } from './recurrence.js';
import { calendarText } from './texts.js';
import '../users/index.js';
import { guardiansOf } from '../families/index.js';
import { answersAt } from '../messages/index.js';
import { personName } from '../../lib/person-name.js';

/**
 * Attendance of a course from `from` to `to` (Berlin calendar dates, inclusive) as CSV for a
 * spreadsheet (youth-sport subsidies ask for it): one row per date and participant, present
 * "yes", "no" or empty (not recorded). UTF-8 with BOM so Excel reads the umlauts; German uses
 * ';' (Excel's separator under a German locale), English ','. Cancelled dates are left out.
 */
export async function attendanceCsv(
  db: Kysely<Database>,
  organizationId: string,
  eventsGroupId: string,
  period: { from: string; to: string },
  lang: Language,
): Promise<string> {
  const start = DateTime.fromISO(period.from, { zone }).startOf('day').toJSDate();
  const end = DateTime.fromISO(period.to, { zone }).endOf('day').toJSDate();
  const dates = await db
    .selectFrom('schedule_occurrences as o')
    .innerJoin('schedule_series as s', 's.id', 'o.series_id')
    .select(['o.id', 'o.starts_at', 'o.ends_at', 'o.place', 's.place as series_place'])
    .where('o.organization_id', '=', organizationId)
    .where('o.events_group_id', '=', eventsGroupId)
    .where('o.cancelled', '=', false)
    .where('o.starts_at', '>=', start)
    .where('o.starts_at', '<=', end)
    .orderBy('o.starts_at')
    .execute();
  const people = await db
    .selectFrom('events_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.email', 'u.display_name', 'u.first_name', 'u.last_name'])
    .where('m.organization_id', '=', organizationId)
    .where('m.events_group_id', '=', eventsGroupId)
    .execute();
  const marks = dates.length
    ? await db
        .selectFrom('attendance')
        .select(['occurrence_id', 'user_id', 'present'])
        .where('organization_id', '=', organizationId)
        .where(
          'occurrence_id',
          'in',
          dates.map((d) => d.id),
        )
        .execute()
    : [];
  const guardians = await guardiansOf(
    db,
    organizationId,
    people.map((p) => p.id),
  );
  const answers = await answersAt(
    db,
    organizationId,
    dates.map((d) => d.id),
  );
  const mark = new Map(marks.map((m) => [`${m.occurrence_id}|${m.user_id}`, m.present]));
  const named = people
    .map((p) => ({
      ...p,
      name: personName(p),
      // A child (issue 21 item 4): no mailbox of its own; its guardians in the last column.
      email: guardians.has(p.id) ? '' : p.email,
      guardians: (guardians.get(p.id) ?? []).map((g) => g.name).join(', '),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'de'));
  const text = (key: string) => calendarText(lang, `csv.${key}`);
  const lines = [['date', 'start', 'end', 'place', 'participant', 'email', 'answer', 'present', 'guardian'].map(text)];
  for (const date of dates) {
    const begin = DateTime.fromJSDate(date.starts_at, { zone });
    for (const person of named) {
      const present = mark.get(`${date.id}|${person.id}`);
      const attending = answers.get(`${date.id}|${person.id}`);
      lines.push([
        begin.toISODate() ?? '',
        begin.toFormat('HH:mm'),
        DateTime.fromJSDate(date.ends_at, { zone }).toFormat('HH:mm'),
        date.place ?? date.series_place,
        person.name,
        person.email,
        attending === undefined ? '' : text(attending ? 'attending' : 'notAttending'),
        present === undefined ? '' : text(present ? 'yes' : 'no'),
        person.guardians,
      ]);
    }
  }
  return writeCsv(lines, lang === 'de' ? ';' : ',');
}
