import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ScheduleEntry } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp } from '../../testing/test-helpers.js';
import { calendarContext, classInput } from '../../testing/calendar-support.js';

// Issue 21: /training and course pages are server-rendered from the published cache; a class
// write must drop the club's cached answers as a page write does (migration 154's triggers).
describe('class writes and the published cache', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
  });
  after(() => app.close());

  /**
   * Resolves with this test's club once the cache hears it was invalidated (or null after 5 s).
   * On PostgreSQL, NOTIFY reaches every test app on the database, so other clubs are ignored.
   */
  const nextInvalidation = () =>
    new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => {
        stop();
        resolve(null);
      }, 5000);
      const stop = app.publishedCache.subscribe((orgId) => {
        if (orgId !== ctx.demoId) return;
        clearTimeout(timer);
        stop();
        resolve(orgId);
      });
    });

  it('invalidates the club when a class is added, one date is moved and a date is cancelled', async () => {
    const course = await ctx.newCourse();
    let heard = nextInvalidation();
    const created = await ctx.post(classInput(course.id, '2028-02-07T18:00', '2028-02-07T19:00'));
    assert.equal(created.statusCode, 201);
    assert.equal(await heard, ctx.demoId);
    const [date] = created.json<ScheduleEntry[]>();
    assert.ok(date);
    heard = nextInvalidation();
    const moved = await app.inject({
      method: 'PUT',
      url: ctx.api('/schedule'),
      headers: bearer(ctx.coach),
      payload: { ...classInput(course.id, '2028-02-07T19:00', '2028-02-07T20:00'), id: date.id, scope: 'occurrence' },
    });
    assert.equal(moved.statusCode, 200);
    assert.equal(await heard, ctx.demoId);
    heard = nextInvalidation();
    await app.inject({
      method: 'DELETE',
      url: ctx.api(`/schedule/${date.id}?scope=occurrence`),
      headers: bearer(ctx.coach),
    });
    assert.equal(await heard, ctx.demoId);
  });
});
