import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { ScheduleInput, WeekDay } from '@club/shared/contracts/schemas';
import type { Database } from '../db/schema.js';
import { createClasses } from '../modules/calendar/schedule-service.js';
import { zone } from '../modules/calendar/recurrence.js';
import { t, template } from './builders.js';

interface Slot {
  day: WeekDay;
  time: string;
  minutes: number;
}
export interface CourseSpec {
  name: string;
  /** German name of the content page the course links to. */
  page: string;
  path: string;
  coach: string[];
  place: string;
  description: string;
  slots: Slot[];
  /** Season fee in euro (the course block's price; course pages carry their own). */
  price?: number;
  /**
   * The course has a page with a COURSE template: its series comes from the template's fields
   * through the page sync (seedDemoCourses), as an editor's save would make it (issue 21).
   */
  fromCoursePage?: true;
}

const slot = (day: WeekDay, time: string, minutes: number): Slot => ({ day, time, minutes });

/** The demo timetable by category (exported: the course blocks of the sport pages are made from it). */
export const timetable: Record<string, CourseSpec[]> = {
  Ballsport: [
    {
      name: 'Fußball Jugend',
      price: 60,
      page: 'Fußball',
      path: '/header/sports/ball-sports/football',
      coach: ['Tobias Maier', 'Lukas Brandl'],
      place: 'Kunstrasenplatz',
      description: 'E- bis C-Jugend, Schienbeinschoner nicht vergessen.',
      slots: [slot('MONDAY', '17:00', 90), slot('WEDNESDAY', '17:00', 90)],
    },
    {
      name: 'Fußball Damen',
      price: 90,
      page: 'Fußball',
      path: '/header/sports/ball-sports/football',
      coach: ['Julia Schmid'],
      place: 'Kunstrasenplatz',
      description: 'Bezirksliga-Team und alle, die einsteigen wollen.',
      slots: [slot('TUESDAY', '19:00', 90), slot('THURSDAY', '19:00', 90)],
    },
    {
      name: 'Fußball Herren',
      price: 90,
      page: 'Fußball',
      path: '/header/sports/ball-sports/football',
      coach: ['Markus Huber'],
      place: 'Hauptplatz',
      description: 'Erste und zweite Mannschaft.',
      slots: [slot('TUESDAY', '19:00', 120), slot('FRIDAY', '19:00', 120)],
    },
    {
      name: 'Handball',
      price: 90,
      page: 'Handball',
      path: '/header/sports/ball-sports/handball',
      coach: ['Stefan Wolf'],
      place: 'Dreifachhalle',
      description: 'Harz ist in der Halle nicht erlaubt.',
      slots: [slot('TUESDAY', '18:00', 120), slot('THURSDAY', '18:00', 120)],
    },
    {
      name: 'Volleyball',
      price: 90,
      page: 'Volleyball',
      path: '/header/sports/ball-sports/volleyball',
      coach: ['Katrin Lehmann'],
      place: 'Dreifachhalle, Feld 3',
      description: 'Alle Spielstärken, im Sommer draußen auf den Beachfeldern.',
      slots: [slot('WEDNESDAY', '19:30', 120), slot('SATURDAY', '10:00', 120)],
    },
    {
      name: 'Basketball',
      price: 90,
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
      price: 75,
      page: 'Schwimmen',
      path: '/header/sports/water-sports/swimming',
      coach: ['Jonas Berger'],
      place: 'Hallenbad Grünwald',
      description: 'Ab Seepferdchen.',
      slots: [slot('MONDAY', '16:30', 60)],
    },
    {
      name: 'Schwimmen Erwachsene',
      price: 85,
      page: 'Schwimmen',
      path: '/header/sports/water-sports/swimming',
      coach: ['Jonas Berger'],
      place: 'Hallenbad Grünwald',
      description: 'Technik- und Ausdauertraining.',
      slots: [slot('WEDNESDAY', '20:00', 90)],
    },
    {
      name: 'Aquafitness',
      price: 69,
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
      price: 79,
      page: 'Yoga',
      path: '/header/sports/fitness/yoga',
      coach: ['Mira Schulz'],
      place: 'Gymnastikraum',
      description: 'Bitte eigene Matte mitbringen.',
      slots: [slot('TUESDAY', '18:00', 75), slot('SUNDAY', '10:00', 75)],
    },
    {
      name: 'Functional Training',
      price: 79,
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
      fromCoursePage: true,
      page: 'Rückenfit',
      path: '/header/courses/health/back-fitness',
      coach: ['Sabine Krämer'],
      place: 'Gymnastikhalle, Südliche Münchner Str. 12',
      description: 'Kräftigung und Mobilisation für einen gesunden Rücken.',
      slots: [slot('MONDAY', '18:00', 60)],
    },
    {
      name: 'Schwimmkurs für Erwachsene',
      fromCoursePage: true,
      page: 'Schwimmkurs für Erwachsene',
      path: '/header/courses/health/beginner-swimming',
      coach: ['Jonas Berger'],
      place: 'Hallenbad Grünwald',
      description: 'Sicher schwimmen lernen in kleinen Gruppen.',
      slots: [slot('WEDNESDAY', '18:30', 60)],
    },
  ],
};

/** The timetable starts four weeks before the seed, on a Monday (Berlin). */
export const seedFirstMonday = (today: DateTime): DateTime => today.setZone(zone).startOf('week').minus({ weeks: 4 });

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
  const firstMonday = seedFirstMonday(today);
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
          // The site's route drops the menu root: /header/sports/... is shown at /sports/...
          url: course.path.replace(/^\/[^/]+/, ''),
          path: course.path,
          category_id: category.id,
          content_id: pageId(course.page),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      groupIds.set(course.name, group.id);
      if (course.fromCoursePage) continue;
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
  await addScheduleBlock(db, organizationId, pageId('Yoga'), groupIds.get('Yoga') ?? null);
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

/** The Yoga page ends with its course's week: a TRAINING_SCHEDULE block naming the course. */
async function addScheduleBlock(
  db: Kysely<Database>,
  organizationId: string,
  contentId: string | null,
  eventsGroupId: string | null,
) {
  if (!contentId || !eventsGroupId) return;
  const last = await db
    .selectFrom('templates')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('content_id', '=', contentId)
    .executeTakeFirst();
  const block = template('TRAINING_SCHEDULE', [{ title: t('Yoga-Trainingszeiten', 'Yoga training times') }]);
  await db
    .insertInto('templates')
    .values({
      organization_id: organizationId,
      content_id: contentId,
      position: Number(last?.position ?? 0) + 1,
      name: block.name,
      type: block.type,
      metadata: JSON.stringify({ eventsGroupId }),
      fields: JSON.stringify(block.fields),
      elements: JSON.stringify(block.elements),
    })
    .execute();
}
