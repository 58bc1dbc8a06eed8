import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, Template } from '@club/shared/contracts';
import type { Category, ScheduleEntry } from '@club/shared/contracts/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { template } from '../../seed/builders.js';
import { writePage } from '../../seed/writer.js';
import { bearer, buildTestApp, contentBase, orgId, routeCaller, userToken } from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// Issue 21 "one course, one truth": the COURSE template's fields make the course's series
// through the calendar service inside the page save, and its category lists it on /training.
describe('a course page writes its series and category', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  let coach: string;
  let contentId: string;
  const call = routeCaller(() => ({ app, base: contentBase(org), token: admin, lang: 'en' }));
  const calendar = (path: string) => `/api/calendar-service/organizations/${org}${path}`;
  const load = async (): Promise<Page> => (await call('GET', `/content/${contentId}`, undefined, admin, 'de')).json();
  const save = (page: Page) => call('PUT', '/content', page);
  const courseOf = (page: Page) => page.templates.find((t) => t.type === 'COURSE') as Template;
  const setValues = (t: Template, values: Record<string, string>) => {
    for (const value of t.elements[0]!.values) {
      const name = value.field?.name ?? '';
      if (name in values) value.value = values[name] ?? '';
    }
  };
  const categories = async () =>
    (await app.inject({ url: calendar('/category'), headers: bearer(admin) })).json<Category[]>();
  const groupOfPage = () =>
    app.db
      .selectFrom('events_groups')
      .selectAll()
      .where('organization_id', '=', org)
      .where('content_id', '=', contentId)
      .executeTakeFirstOrThrow();
  const seriesOfGroup = (groupId: string) =>
    app.db.selectFrom('schedule_series').selectAll().where('events_group_id', '=', groupId).execute();
  const nextDates = async (groupId: string, count = 4) =>
    (
      await app.inject({
        url: `/api/calendar-service/public/organizations/${org}/courses/${groupId}/next?count=${count}`,
      })
    ).json<ScheduleEntry[]>();
  const week = async (groupId: string, monday: string, sunday: string) =>
    (
      await app.inject({
        url: calendar(
          `/schedule?startDateTime=${monday}T00:00:01&endDateTime=${sunday}T23:59:59&eventsGroupId=${groupId}`,
        ),
        headers: bearer(coach),
      })
    ).json<ScheduleEntry[]>();

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    coach = await userToken(app, org, 'coach@demo.club');
    contentId = await writePage(
      app.db,
      org,
      {
        name: { de: 'Pilates am Abend', en: 'Evening Pilates' },
        templates: [
          template('COURSE', [
            { price: '60.00', repeat: 'WEEKLY' },
            { $type: 'trainer', name: 'Mira Schulz' },
          ]),
        ],
      },
      null,
    );
  });
  after(() => app.close());

  it('gives every seeded course page one series from its template, and its category', async () => {
    const cats = await categories();
    const health = cats.find((c) => c.name === 'Gesundheitskurse');
    const swimming = health?.eventsGroups.find((g) => g.name === 'Schwimmkurs für Erwachsene');
    assert.ok(swimming, 'listed under its category');
    const series = await seriesOfGroup(swimming.id);
    assert.equal(series.length, 1);
    assert.ok(series[0]?.template_id);
    const next = await nextDates(swimming.id);
    assert.equal(next.length, 4);
    // The page and the timetable agree: Wednesdays 18:30 in the indoor pool.
    for (const date of next) {
      assert.equal(new Date(date.startDateTime).getUTCDay(), 3);
      assert.equal(date.startDateTime.slice(11, 16), '18:30');
      assert.equal(date.place, 'Hallenbad Grünwald');
    }
  });

  it('makes every demo course bookable at a price, with a page block and coming dates', async () => {
    const groups = (await categories()).flatMap((c) => c.eventsGroups);
    assert.equal(groups.length, 13);
    for (const group of groups) {
      const products = await app.db
        .selectFrom('products')
        .select('price')
        .where('organization_id', '=', org)
        .where(sql<boolean>`tags @> ${JSON.stringify({ eventsGroupId: [group.id] })}::jsonb`)
        .execute();
      assert.equal(products.length, 1, group.name);
      assert.ok(Number(products[0]?.price) >= 49, `${group.name} costs ${products[0]?.price}`);
      const block = await app.db
        .selectFrom('templates')
        .select('id')
        .where('type', '=', 'COURSE')
        .where(sql<boolean>`metadata->>'eventsGroupId' = ${group.id}`)
        .executeTakeFirst();
      assert.ok(block, `${group.name} has a COURSE block`);
      assert.ok((await nextDates(group.id, 1)).length === 1, `${group.name} has a coming date`);
    }
    // A sport page with three course blocks saves as it is, and its timetable stays as it was.
    const football = groups.filter((g) => g.name.startsWith('Fußball'));
    const before = await app.db
      .selectFrom('schedule_series')
      .selectAll()
      .where(
        'events_group_id',
        'in',
        football.map((g) => g.id),
      )
      .orderBy('id')
      .execute();
    const footballPage = football[0]?.contentId;
    assert.ok(footballPage);
    const page = (await call('GET', `/content/${footballPage}`, undefined, admin, 'de')).json<Page>();
    assert.equal(page.templates.filter((t) => t.type === 'COURSE').length, 3);
    assert.equal((await save(page)).statusCode, 200);
    const after = await app.db
      .selectFrom('schedule_series')
      .selectAll()
      .where(
        'events_group_id',
        'in',
        football.map((g) => g.id),
      )
      .orderBy('id')
      .execute();
    assert.deepEqual(after, before);
  });

  it('creates the series and sets the category when the template is filled and saved', async () => {
    const fitness = (await categories()).find((c) => c.name === 'Fitness');
    assert.ok(fitness);
    const page = await load();
    setValues(courseOf(page), {
      category: fitness.id,
      date: '2027-01-11',
      time: '17:15',
      classDuration: '45',
      monday: 'true',
      thursday: 'true',
      repeatPeriod: '1',
      endingDate: '2027-03-31',
      location: 'Halle 3',
    });
    const response = await save(page);
    assert.equal(response.statusCode, 200, response.body);
    const group = await groupOfPage();
    assert.equal(group.category_id, fitness.id);
    const listed = (await categories()).find((c) => c.id === fitness.id)?.eventsGroups.map((g) => g.id);
    assert.ok(listed?.includes(group.id), 'the course is on /training under Fitness');
    const dates = await week(group.id, '2027-01-11', '2027-01-17');
    assert.deepEqual(
      dates.map((d) => `${d.startDateTime.slice(0, 16)}-${d.endDateTime.slice(11, 16)} ${d.place} ${d.coach.join()}`),
      ['2027-01-11T17:15-18:00 Halle 3 Mira Schulz', '2027-01-14T17:15-18:00 Halle 3 Mira Schulz'],
    );
    const stored = await load();
    assert.equal(courseOf(stored).metadata?.categoryId, fitness.id, 'the block links to its timetable');
  });

  it("keeps a coach's change on an unchanged save and rewrites the series when the time changes", async () => {
    const group = await groupOfPage();
    const [first] = await week(group.id, '2027-01-18', '2027-01-24');
    assert.ok(first);
    // A coach moves one date to another room.
    const moved = await app.inject({
      method: 'PUT',
      url: calendar('/schedule'),
      headers: bearer(coach),
      payload: {
        id: first.id,
        scope: 'occurrence',
        eventsGroupId: group.id,
        startDateTime: '2027-01-18T17:15',
        endDateTime: '2027-01-18T18:00',
        coach: ['Mira Schulz'],
        place: 'Gymnastikraum',
        description: '',
      },
    });
    assert.equal(moved.statusCode, 200, moved.body);
    // Saving the page for its price only leaves the timetable alone.
    const page = await load();
    setValues(courseOf(page), { price: '65.00' });
    assert.equal((await save(page)).statusCode, 200);
    assert.equal((await week(group.id, '2027-01-18', '2027-01-24'))[0]?.place, 'Gymnastikraum');
    // A new time rewrites the series (the moved date's rule slot is gone with the old time).
    const later = await load();
    setValues(courseOf(later), { time: '17:30' });
    assert.equal((await save(later)).statusCode, 200);
    const series = await seriesOfGroup(group.id);
    assert.equal(series.length, 1);
    const dates = await week(group.id, '2027-01-25', '2027-01-31');
    assert.deepEqual(
      dates.map((d) => d.startDateTime.slice(11, 16)),
      ['17:30', '17:30'],
    );
  });

  it('refuses a save whose category is not one of the club or whose classes overlap, and keeps the page', async () => {
    const page = await load();
    setValues(courseOf(page), { category: '00000000-0000-4000-8000-000000000000' });
    const unknown = await save(page);
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().code, 'UNKNOWN_CATEGORY');

    const group = await groupOfPage();
    const clash = await app.inject({
      method: 'POST',
      url: calendar('/schedule'),
      headers: bearer(coach),
      payload: {
        eventsGroupId: group.id,
        startDateTime: '2027-02-02T17:00',
        endDateTime: '2027-02-02T18:00',
        coach: ['Mira Schulz'],
        place: 'Halle 3',
        description: '',
      },
    });
    assert.equal(clash.statusCode, 201);
    const fresh = await load();
    setValues(courseOf(fresh), { tuesday: 'true' });
    const overlapping = await save(fresh);
    assert.equal(overlapping.statusCode, 409);
    assert.equal(overlapping.json().code, 'CLASSES_OVERLAPPING');
    const tuesdays = await week(group.id, '2027-02-08', '2027-02-14');
    assert.equal(
      tuesdays.some((d) => d.startDateTime.startsWith('2027-02-09')),
      false,
    );
  });
});
