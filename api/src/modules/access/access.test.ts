import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AccessOverview, PersonAccess, ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';

// Issue 31: who may do what comes from accounts. A trainer's name is public on /training and
// grants nothing; an administrator gives and takes roles, permissions and courses on the roles
// page, and a change holds from the person's next request, with the token they already have.
describe('roles and coaches as accounts', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let admin: string;
  let member: string;
  let memberId: string;
  let coachId: string;
  let adminId: string;
  let course: { id: string; name: string };
  let otherCourse: { id: string; name: string };
  let date: ScheduleEntry;
  let otherDate: ScheduleEntry;

  const idOf = async (email: string) =>
    (await app.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
  const usersApi = (path: string) => `/api/users-service/organizations/${ctx.demoId}${path}`;
  const setAccess = (userId: string, body: Record<string, unknown>, token = admin) =>
    app.inject({ method: 'PUT', url: usersApi(`/users/${userId}/access`), headers: bearer(token), payload: body });
  const overview = async () =>
    (await app.inject({ url: usersApi('/access'), headers: bearer(admin) })).json<AccessOverview>();

  /** The four doors of a course's people: participants, attendance, CSV, waiting list. */
  const courseDoors = async (token: string, dateId: string, courseId: string) => {
    const headers = bearer(token);
    const [participants, tick, csv, line] = await Promise.all([
      app.inject({ url: ctx.api(`/schedule/${dateId}/participants`), headers }),
      app.inject({
        method: 'PUT',
        url: ctx.api(`/schedule/${dateId}/attendance`),
        headers,
        payload: { userId: memberId, present: true },
      }),
      app.inject({ url: ctx.api(`/eventsGroup/${courseId}/attendance.csv?from=2027-04-01&to=2027-04-30`), headers }),
      app.inject({
        url: `/api/orders-service/organizations/${ctx.demoId}/courses/${courseId}/waiting-list`,
        headers,
      }),
    ]);
    return [participants.statusCode, tick.statusCode, csv.statusCode, line.statusCode];
  };

  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
    admin = await userToken(app, ctx.demoId, 'admin@demo.club');
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    memberId = await idOf('member@demo.club');
    coachId = await idOf('coach@demo.club');
    adminId = await idOf('admin@demo.club');
    // Both courses are an administrator's: nobody coaches them until the roles page says so.
    course = await ctx.newCourse(undefined, admin);
    otherCourse = await ctx.newCourse(undefined, admin);
    date = (
      await ctx.post(classInput(course.id, '2027-04-06T17:00', '2027-04-06T18:00', { coach: ['Jonas Berger'] }), admin)
    ).json<ScheduleEntry[]>()[0] as ScheduleEntry;
    otherDate = (
      await ctx.post(
        classInput(otherCourse.id, '2027-04-07T17:00', '2027-04-07T18:00', { coach: ['Jonas Berger'] }),
        admin,
      )
    ).json<ScheduleEntry[]>()[0] as ScheduleEntry;
    for (const id of [course.id, otherCourse.id]) {
      await app.db
        .insertInto('events_group_members')
        .values({ organization_id: ctx.demoId, events_group_id: id, user_id: memberId, order_id: null })
        .execute();
    }
  });
  after(() => app.close());

  it("gives a member who renames themselves to a trainer's name none of the trainer's rights", async () => {
    const profile = (await app.inject({ url: usersApi(`/users/${memberId}`), headers: bearer(member) })).json();
    const renamed = await app.inject({
      method: 'PUT',
      url: usersApi(`/users/${memberId}`),
      headers: bearer(member),
      payload: { ...profile, displayName: 'Jonas Berger', firstName: 'Jonas', lastName: 'Berger' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    assert.deepEqual(await courseDoors(member, date.id, course.id), [403, 403, 403, 403]);
    // The real Jonas Berger has no link to these courses either: the name on the class is a label.
    const coach = await userToken(app, ctx.demoId, 'coach@demo.club');
    assert.deepEqual(await courseDoors(coach, date.id, course.id), [403, 403, 403, 403]);
    const unlinked = (await overview()).unlinkedTrainers.find((t) => t.name === 'Jonas Berger');
    assert.ok(unlinked?.courses.includes(course.name), 'the administrator sees the trainer name without an account');
  });

  it('makes a member coach of one course on their next request, and takes it away again', async () => {
    const people = await app.inject({ url: usersApi('/access/people?search=member%40demo'), headers: bearer(admin) });
    assert.deepEqual(
      people.json<PersonAccess[]>().map((p) => [p.userId, p.role]),
      [[memberId, 'MEMBER_USER']],
    );
    const given = await setAccess(memberId, {
      role: 'MEMBER_USER',
      extraPermissions: ['WRITE_CALENDAR'],
      coachOf: [course.id],
    });
    assert.equal(given.statusCode, 200, given.body);
    assert.deepEqual(given.json<PersonAccess>().coachOf, [course.id]);
    assert.ok(given.json<PersonAccess>().permissions.includes('WRITE_CALENDAR'));
    // The token the member got before the change: the server reads the role on every request.
    assert.deepEqual(await courseDoors(member, date.id, course.id), [200, 204, 200, 200]);
    assert.deepEqual(await courseDoors(member, otherDate.id, otherCourse.id), [403, 403, 403, 403]);
    // Still a member (fees, the members list): the right came on top of the role.
    const members = await app.inject({
      url: `/api/memberships-service/organizations/${ctx.demoId}/members`,
      headers: bearer(admin),
    });
    assert.equal(members.statusCode, 200, members.body);
    assert.ok(members.json<Array<{ userId: string }>>().some((m) => m.userId === memberId));

    const taken = await setAccess(memberId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] });
    assert.equal(taken.statusCode, 200, taken.body);
    assert.deepEqual(await courseDoors(member, date.id, course.id), [403, 403, 403, 403]);

    const changes = (await overview()).changes.filter((c) => c.userId === memberId);
    assert.equal(changes.length, 2);
    assert.deepEqual(changes[1]?.after, {
      role: 'MEMBER_USER',
      extraPermissions: ['WRITE_CALENDAR'],
      coachOf: [course.id],
    });
    assert.deepEqual(changes[0]?.after, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] });
    assert.equal(changes[0]?.changedByName, 'Anna Hofmann');
  });

  it("refuses a coach's calendar write on the request after their role was taken", async () => {
    const coach = await userToken(app, ctx.demoId, 'coach@demo.club');
    const write = () => ctx.post(classInput(course.id, '2027-05-04T17:00', '2027-05-04T18:00'), coach);
    const first = await write();
    assert.equal(first.statusCode, 201, first.body);
    assert.equal(
      (await setAccess(coachId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] })).statusCode,
      200,
    );
    assert.equal((await write()).statusCode, 403);
    // Given back, the same token writes again: no new login needed either way.
    assert.equal((await setAccess(coachId, { role: 'COACH', extraPermissions: [], coachOf: [] })).statusCode, 200);
    assert.equal(
      (await ctx.post(classInput(course.id, '2027-05-11T17:00', '2027-05-11T18:00'), coach)).statusCode,
      201,
    );
  });

  it('keeps courses to coach for people who may write the calendar', async () => {
    const refused = await setAccess(memberId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [course.id] });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.json().code, 'COACH_NEEDS_CALENDAR');
    const unknown = await setAccess(memberId, {
      role: 'COACH',
      extraPermissions: [],
      coachOf: ['00000000-0000-4000-8000-000000000000'],
    });
    assert.equal(unknown.statusCode, 400);
    assert.equal(unknown.json().code, 'UNKNOWN_COURSE');
    const person = (
      await app.inject({ url: usersApi('/access/people?search=member%40demo'), headers: bearer(admin) })
    ).json<PersonAccess[]>()[0];
    assert.deepEqual([person?.role, person?.coachOf], ['MEMBER_USER', []], 'a refused change changes nothing');
  });

  it('never leaves the club without an administrator', async () => {
    const own = await setAccess(adminId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] });
    assert.equal(own.statusCode, 409);
    assert.equal(own.json().code, 'LAST_ADMINISTRATOR');
    assert.equal((await app.inject({ url: usersApi('/access'), headers: bearer(admin) })).statusCode, 200);
    // With a second administrator, the first may step down.
    assert.equal(
      (await setAccess(memberId, { role: 'ADMINISTRATOR', extraPermissions: [], coachOf: [] })).statusCode,
      200,
    );
    assert.equal(
      (await setAccess(adminId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] })).statusCode,
      200,
    );
    assert.equal((await app.inject({ url: usersApi('/access'), headers: bearer(admin) })).statusCode, 403);
    assert.equal(
      (await setAccess(adminId, { role: 'ADMINISTRATOR', extraPermissions: [], coachOf: [] }, member)).statusCode,
      200,
    );
    assert.equal(
      (await setAccess(memberId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] })).statusCode,
      200,
    );
  });

  it("changes nobody of another club, and gives nobody another club's course", async () => {
    const nordId = await orgId(app, 'nord');
    const nordAdminId = await idOf('admin@nord.club');
    const foreign = await setAccess(nordAdminId, { role: 'MEMBER_USER', extraPermissions: [], coachOf: [] });
    assert.equal(foreign.statusCode, 404);
    const nordAdmin = await userToken(app, nordId, 'admin@nord.club');
    const stillAdmin = await app.inject({
      url: `/api/users-service/organizations/${nordId}/access`,
      headers: bearer(nordAdmin),
    });
    assert.equal(stillAdmin.statusCode, 200);
    const nordCourse = await app.db
      .insertInto('events_groups')
      .values({ organization_id: nordId, name: `Nord course ${Date.now()}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const crossing = await setAccess(coachId, { role: 'COACH', extraPermissions: [], coachOf: [nordCourse.id] });
    assert.equal(crossing.statusCode, 400);
    assert.equal(crossing.json().code, 'UNKNOWN_COURSE');
  });
});
