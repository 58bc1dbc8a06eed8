import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Category, EventsGroup } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';

describe('calendar-service categories, courses and access', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let visitor: string;
  let member: string;
  let admin: string;
  let nordAdmin: string;
  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
    visitor = await visitorToken(app, ctx.demoId);
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    admin = await userToken(app, ctx.demoId, 'admin@demo.club');
    nordAdmin = await userToken(app, await orgId(app, 'nord'), 'admin@nord.club');
  });
  after(() => app.close());

  it('lists the demo categories with their courses for visitors', async () => {
    const response = await app.inject({ url: ctx.api('/category'), headers: bearer(visitor) });
    assert.equal(response.statusCode, 200);
    const categories = response.json<Category[]>();
    assert.deepEqual(
      categories.map((c) => c.name),
      ['Ballsport', 'Fitness', 'Gesundheitskurse', 'Wassersport'],
    );
    const total = categories.reduce((n, c) => n + c.eventsGroups.length, 0);
    assert.ok(total >= 12, `a dozen courses, got ${total}`);
    assert.ok(
      categories.flatMap((c) => c.eventsGroups).every((g) => g.contentId),
      'every demo course has a page',
    );
  });

  it('shows the demo week of a course with trainers and places', async () => {
    const categories = (await app.inject({ url: ctx.api('/category'), headers: bearer(visitor) })).json<Category[]>();
    const yoga = categories.flatMap((c) => c.eventsGroups).find((g) => g.name === 'Yoga') as EventsGroup;
    const week = await app.inject({
      url: `/api/calendar-service/public/organizations/${ctx.demoId}/courses/${yoga.id}/week`,
    });
    assert.equal(week.statusCode, 200);
    const body = week.json<{ entries: Array<{ coach: string[]; place: string }>; weekNumber: number }>();
    assert.equal(body.entries.length, 2);
    assert.deepEqual(body.entries[0]?.coach, ['Mira Schulz']);
    assert.equal(body.entries[0]?.place, 'Gymnastikraum');
  });

  it('answers "my courses" for the logged-in member only', async () => {
    const mine = await app.inject({ url: ctx.api('/eventsGroup'), headers: bearer(member) });
    assert.deepEqual(
      mine.json<EventsGroup[]>().map((g) => g.name),
      ['Rückenfit', 'Yoga'],
    );
    const forVisitor = await app.inject({ url: ctx.api('/eventsGroup'), headers: bearer(visitor) });
    assert.equal(forVisitor.statusCode, 403);
  });

  it('searches courses by category with the contentId NOT_EMPTY matcher, and by name and id', async () => {
    const created = await ctx.newCourse('Ohne Seite');
    const categories = (await app.inject({ url: ctx.api('/category'), headers: bearer(visitor) })).json<Category[]>();
    const search = await app.inject({
      method: 'POST',
      url: ctx.api('/eventsGroup/search'),
      headers: bearer(visitor),
      payload: { matchers: [{ field: 'contentId', type: 'NOT_EMPTY' }] },
    });
    const names = search.json<EventsGroup[]>().map((g) => g.name);
    assert.ok(names.includes('Yoga'));
    assert.ok(!names.includes('Ohne Seite'));
    const ball = categories.find((c) => c.name === 'Ballsport') as Category;
    const inBall = await app.inject({
      method: 'POST',
      url: ctx.api('/eventsGroup/search'),
      headers: bearer(visitor),
      payload: { categoryId: ball.id },
    });
    assert.equal(inBall.json<EventsGroup[]>().length, ball.eventsGroups.length);
    const byName = await app.inject({
      url: ctx.api(`/eventsGroup/name/${encodeURIComponent('Ohne Seite')}`),
      headers: bearer(visitor),
    });
    assert.equal(byName.json<EventsGroup>().id, created.id);
    const byId = await app.inject({ url: ctx.api(`/eventsGroup/${created.id}`), headers: bearer(visitor) });
    assert.equal(byId.json<EventsGroup>().name, 'Ohne Seite');
    const duplicate = await app.inject({
      method: 'POST',
      url: ctx.api('/eventsGroup'),
      headers: bearer(ctx.coach),
      payload: { name: 'Ohne Seite' },
    });
    assert.equal(duplicate.statusCode, 409);
  });

  it('updates and deletes courses and categories', async () => {
    const category = await app.inject({
      method: 'POST',
      url: ctx.api('/category'),
      headers: bearer(admin),
      payload: { name: 'Tanz' },
    });
    assert.equal(category.statusCode, 201);
    const course = await ctx.newCourse('Zumba');
    const updated = await app.inject({
      method: 'PUT',
      url: ctx.api('/eventsGroup'),
      headers: bearer(ctx.coach),
      payload: { id: course.id, name: 'Zumba', categoryId: category.json<Category>().id },
    });
    assert.equal(updated.json<EventsGroup>().categoryId, category.json<Category>().id);
    const found = await app.inject({
      method: 'POST',
      url: ctx.api('/category/search'),
      headers: bearer(visitor),
      payload: { name: 'tan' },
    });
    assert.deepEqual(
      found.json<Category[]>()[0]?.eventsGroups.map((g) => g.name),
      ['Zumba'],
    );
    const del = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/eventsGroup/${course.id}`),
      headers: bearer(ctx.coach),
    });
    assert.equal(del.statusCode, 204);
    const delCategory = await app.inject({
      method: 'DELETE',
      url: ctx.api(`/category/${category.json<Category>().id}`),
      headers: bearer(ctx.coach),
    });
    assert.equal(delCategory.statusCode, 204);
  });

  it('refuses every schedule write without WRITE_CALENDAR and for another club', async () => {
    const course = await ctx.newCourse();
    const created = await ctx.post(classInput(course.id, '2027-02-01T18:00', '2027-02-01T19:00'));
    const id = created.json<Array<{ id: string }>>()[0]?.id as string;
    const body = classInput(course.id, '2027-02-08T18:00', '2027-02-08T19:00');
    const writes = [
      { method: 'POST' as const, url: ctx.api('/schedule'), payload: body },
      { method: 'POST' as const, url: ctx.api('/schedule/list'), payload: [body] },
      { method: 'PUT' as const, url: ctx.api('/schedule'), payload: { ...body, id } },
      { method: 'DELETE' as const, url: ctx.api(`/schedule/${id}`) },
      { method: 'POST' as const, url: ctx.api('/eventsGroup'), payload: { name: 'Nope' } },
      { method: 'PUT' as const, url: ctx.api('/eventsGroup'), payload: { id: course.id, name: 'Nope' } },
      { method: 'DELETE' as const, url: ctx.api(`/eventsGroup/${course.id}`) },
      { method: 'POST' as const, url: ctx.api('/category'), payload: { name: 'Nope' } },
      { method: 'DELETE' as const, url: ctx.api(`/category/00000000-0000-4000-8000-000000000000`) },
    ];
    for (const write of writes) {
      const anonymous = await app.inject(write);
      assert.equal(anonymous.statusCode, 401, `${write.method} ${write.url} without token`);
      for (const [who, token] of [
        ['visitor', visitor],
        ['member', member],
        ['nord admin', nordAdmin],
      ] as const) {
        const response = await app.inject({ ...write, headers: bearer(token) });
        assert.equal(response.statusCode, 403, `${write.method} ${write.url} as ${who}`);
        assert.equal(response.json().code, 'FORBIDDEN');
      }
    }
    // Nothing changed: the class and the course are still there.
    const week = await ctx.week(course.id, '2027-02-01', '2027-02-14');
    assert.equal(week.length, 1);
  });

  it("keeps another club from reading this club's schedule with its token", async () => {
    const course = await ctx.newCourse();
    const response = await app.inject({
      url: ctx.api(
        `/schedule?startDateTime=2027-02-01T00:00:01&endDateTime=2027-02-07T23:59:59&eventsGroupId=${course.id}`,
      ),
      headers: bearer(nordAdmin),
    });
    assert.equal(response.statusCode, 403);
  });

  it('gives the logged-in person a private iCal link of their courses', async () => {
    const link = await app.inject({ url: ctx.api('/my-courses/feed'), headers: bearer(member) });
    const { path } = link.json<{ path: string }>();
    const feed = await app.inject({ url: `/api${path}` });
    assert.equal(feed.statusCode, 200);
    assert.match(feed.body, /SUMMARY:Yoga/);
    assert.match(feed.body, /SUMMARY:Rückenfit/);
    const forged = await app.inject({ url: `/api${path.replace(/\/[^/]+\/ical$/, '/forged/ical')}` });
    assert.equal(forged.statusCode, 404);
  });
});
