import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { ScheduleInput, WeekDay } from '@club/shared/contracts/schemas';
import type { Database } from '../db/schema.js';
import { createClasses } from '../modules/calendar/schedule-service.js';
import { zone } from '../modules/calendar/recurrence.js';

interface Slot {
  day: WeekDay;
  time: string;
  minutes: number;
}
interface CourseSpec {
  name: string;
  /** German name of the content page the course links to. */
  page: string;
  path: string;
  coach: string[];
  place: string;
  description: string;
  slots: Slot[];
}

const slot = (day: WeekDay, time: string, minutes: number): Slot => ({ day, time, minutes });

const timetable: Record<string, CourseSpec[]> = {
  Ballsport: [
    {
      name: 'Fußball Jugend',
      page: 'Fußball',
      path: '/header/sports/ball-sports/football',
      coach: ['Tobias Maier', 'Lukas Brandl'],
      place: 'Kunstrasenplatz',
      description: 'E- bis C-Jugend, Schienbeinschoner nicht vergessen.',
      slots: [slot('MONDAY', '17:00', 90), slot('WEDNESDAY', '17:00', 90)],
    },
    {
      name: 'Fußball Damen',
      page: 'Fußball',
      path: '/header/sports/ball-sports/football',
      coach: ['Julia Schmid'],
      place: 'Kunstrasenplatz',
      description: 'Bezirksliga-Team und alle, die einsteigen wollen.',
      slots: [slot('TUESDAY', '19:00', 90), slot('THURSDAY', '19:00', 90)],
    },
    {
      name: 'Fußball Herren',
      page: 'Fußball',
      path: '/header/sports/ball-sports/football',
      coach: ['Markus Huber'],
      place: 'Hauptplatz',
      description: 'Erste und zweite Mannschaft.',
      slots: [slot('TUESDAY', '19:00', 120), slot('FRIDAY', '19:00', 120)],
    },
    {
      name: 'Handball',
      page: 'Handball',
      path: '/header/sports/ball-sports/handball',
      coach: ['Stefan Wolf'],
      place: 'Dreifachhalle',
      description: 'Harz ist in der Halle nicht erlaubt.',
      slots: [slot('TUESDAY', '18:00', 120), slot('THURSDAY', '18:00', 120)],
    },
    {
      name: 'Volleyball',
      page: 'Volleyball',
      path: '/header/sports/ball-sports/volleyball',
      coach: ['Katrin Lehmann'],
      place: 'Dreifachhalle, Feld 3',
      description: 'Alle Spielstärken, im Sommer draußen auf den Beachfeldern.',
      slots: [slot('WEDNESDAY', '19:30', 120), slot('SATURDAY', '10:00', 120)],
    },
    {
      name: 'Basketball',
      page: 'Basketball',
      path: '/header/sports/ball-sports/basketball',
      coach: ['David Roth'],
      place: 'Schulturnhalle',
      description: 'Ab 14 Jahren.',
      slots: [slot('MONDAY', '18:30', 90), slot('FRIDAY', '18:30', 90)],
    },
  ],
  Wassersport: [
    {
      name: 'Schwimmen Kinder',
      page: 'Schwimmen',
      path: '/header/sports/water-sports/swimming',
      coach: ['Jonas Berger'],
      place: 'Hallenbad Grünwald',
      description: 'Ab Seepferdchen.',
      slots: [slot('MONDAY', '16:30', 60)],
    },
    {
      name: 'Schwimmen Erwachsene',
      page: 'Schwimmen',
      path: '/header/sports/water-sports/swimming',
      coach: ['Jonas Berger'],
      place: 'Hallenbad Grünwald',
      description: 'Technik- und Ausdauertraining.',
      slots: [slot('WEDNESDAY', '20:00', 90)],
    },
    {
      name: 'Aquafitness',
      page: 'Aquafitness',
      path: '/header/sports/water-sports/aqua-fitness',
      coach: ['Petra Neumann'],
      place: 'Hallenbad Grünwald, Lehrschwimmbecken',
      description: 'Gelenkschonend, für jedes Alter.',
      slots: [slot('THURSDAY', '09:00', 60), slot('THURSDAY', '19:00', 60)],
    },
  ],
  Fitness: [
    {
      name: 'Yoga',
      page: 'Yoga',
      path: '/header/sports/fitness/yoga',
      coach: ['Mira Schulz'],
      place: 'Gymnastikraum',
      description: 'Bitte eigene Matte mitbringen.',
      slots: [slot('TUESDAY', '18:00', 75), slot('SUNDAY', '10:00', 75)],
    },
    {
      name: 'Functional Training',
      page: 'Functional Training',
      path: '/header/sports/fitness/functional-training',
      coach: ['Felix Wagner'],
      place: 'Kraftraum',
      description: 'Zirkeltraining mit Kettlebells und Bändern.',
      slots: [slot('MONDAY', '19:00', 60), slot('WEDNESDAY', '19:00', 60)],
    },
  ],
  Gesundheitskurse: [
    {
      name: 'Rückenfit',
      page: 'Rückenfit',
      path: '/header/courses/health/back-fitness',
      coach: ['Sabine Krämer'],
      place: 'Gymnastikhalle, Südliche Münchner Str. 12',
      description: 'Kräftigung und Mobilisation für einen gesunden Rücken.',
      slots: [slot('MONDAY', '18:00', 60)],
    },
    {
      name: 'Schwimmkurs für Erwachsene',
      page: 'Schwimmkurs für Erwachsene',
      path: '/header/courses/health/beginner-swimming',
      coach: ['Jonas Berger'],
      place: 'Hallenbad Grünwald',
      description: 'Sicher schwimmen lernen in kleinen Gruppen.',
      slots: [slot('WEDNESDAY', '18:30', 60)],
    },
  ],
};

const dayIndex: Record<WeekDay, number> = {
  MONDAY: 1,
  TUESDAY: 2,
  WEDNESDAY: 3,
  THURSDAY: 4,
  FRIDAY: 5,
  SATURDAY: 6,
  SUNDAY: 7,
};

/**
 * The demo club's timetable: four categories, thirteen courses, weekly classes running from four
 * weeks before the seed for one year (the presets' length), skipping Bavarian public holidays.
 * member@demo.club takes part in Yoga and Rückenfit ("My Courses").
 */
export async function seedDemoCalendar(
  db: Kysely<Database>,
  organizationId: string,
  today: DateTime = DateTime.now(),
): Promise<void> {
  const firstMonday = today.setZone(zone).startOf('week').minus({ weeks: 4 });
  const pages = await db
    .selectFrom('contents')
    .select(['id', 'name'])
    .where('organization_id', '=', organizationId)
    .execute();
  const pageId = (german: string) => pages.find((p) => p.name.de === german)?.id ?? null;
  const inputs: ScheduleInput[] = [];
  const groupIds = new Map<string, string>();
  for (const [categoryName, courses] of Object.entries(timetable)) {
    const category = await db
      .insertInto('categories')
      .values({ organization_id: organizationId, name: categoryName })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const course of courses) {
      const group = await db
        .insertInto('events_groups')
        .values({
          organization_id: organizationId,
          name: course.name,
          url: course.path,
          path: course.path,
          category_id: category.id,
          content_id: pageId(course.page),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.set(course.name, group.id);
      for (const s of course.slots) {
        const start = firstMonday.plus({ days: dayIndex[s.day] - 1 }).set({
          hour: Number(s.time.slice(0, 2)),
          minute: Number(s.time.slice(3)),
        });
        inputs.push({
          name: course.name,
          startDateTime: start.toFormat("yyyy-MM-dd'T'HH:mm"),
          endDateTime: start.plus({ minutes: s.minutes }).toFormat("yyyy-MM-dd'T'HH:mm"),
          eventsGroupId: group.id,
          coach: course.coach,
          place: course.place,
          description: course.description,
          shortDescription: '',
          recurrence: {
            repeatPeriod: 1,
            repeatType: 'WEEKLY',
            daysToRepeat: [s.day],
            oneYear: true,
            skipHolidays: true,
          },
        });
      }
    }
  }
  await createClasses(db, organizationId, inputs, 'de');
  const member = await db
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('email', '=', 'member@demo.club')
    .executeTakeFirst();
  if (!member) return;
  for (const name of ['Yoga', 'Rückenfit']) {
    const id = groupIds.get(name);
    if (!id) continue;
    await db
      .insertInto('events_group_members')
      .values({ organization_id: organizationId, events_group_id: id, user_id: member.id })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
