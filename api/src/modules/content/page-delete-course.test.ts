import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { paymentKit, visa } from '../../testing/payment-support.js';

// Issue 34 defect 2: a page with a course block could not be deleted (400 INVALID_VALUE). Deleting
// it now works like removing the course block (§4): the course stays in the timetable without a
// page, is no longer sold, and whoever paid keeps the order and the place.
describe('deleting a page that shows a course', () => {
  let app: FastifyInstance;
  let kit: Awaited<ReturnType<typeof paymentKit>>;
  let admin: string;
  let courseId: string;
  let contentId: string;
  const content = (path: string) => `/api/content-service/organizations/${kit.org}${path}`;
  const group = () => app.db.selectFrom('events_groups').selectAll().where('id', '=', courseId).executeTakeFirst();
  const nextDates = async () =>
    (
      await app.inject({
        url: `/api/calendar-service/public/organizations/${kit.org}/courses/${courseId}/next?count=2`,
      })
    ).json<unknown[]>();

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    kit = await paymentKit(app);
    admin = await userToken(app, kit.org, 'admin@demo.club');
    courseId = await kit.courseId('Schwimmkurs für Erwachsene');
    contentId = (await group())!.content_id!;
    // A member has paid for the course before the page goes.
    const checkoutId = await kit.startCheckout(courseId, 49);
    assert.equal((await kit.payWithCard(checkoutId, visa)).statusCode, 200);
    assert.equal((await kit.sendOrder(checkoutId, courseId)).json().statusOrder, 'SENT');
  });
  after(() => app.close());

  it('deletes the page; the course stays in the timetable without a link to it', async () => {
    const { path } = (await group())!;
    assert.ok(path, 'the seeded course links to its page');
    const byPath = () =>
      app.inject({ url: content(`/menu/getByPath?path=${encodeURIComponent(path)}`), headers: bearer(admin) });
    assert.equal((await byPath()).statusCode, 200);
    const deleted = await app.inject({
      method: 'DELETE',
      url: content(`/content/${contentId}`),
      headers: { ...bearer(admin), 'accept-language': 'de' },
    });
    assert.equal(deleted.statusCode, 204, deleted.body);
    const gone = await app.inject({ url: content(`/content/${contentId}`), headers: bearer(admin) });
    assert.equal(gone.statusCode, 404);
    assert.equal((await byPath()).statusCode, 404, 'its menu entry went with it');

    const course = await group();
    assert.ok(course, 'the course itself stays');
    assert.equal(course.content_id, null);
    assert.equal(course.url, null, 'no link to a page that is gone');
    assert.equal(course.path, null);
    assert.equal((await nextDates()).length, 2, 'its classes stay in the timetable');
  });

  it('keeps the paid order and the place, and sells no further places', async () => {
    const orders = await app.db.selectFrom('orders').select('status').where('user_id', '=', kit.userId).execute();
    assert.equal(orders.length, 1);
    assert.equal(await kit.enrolments(courseId), 1);
    const orderId = (await app.db.selectFrom('orders').select('id').where('user_id', '=', kit.userId).execute())[0]!.id;
    assert.ok(
      (await kit.statement()).some((line) => line.orderId === orderId),
      'the wallet still shows the payment',
    );
    const someoneElse = await paymentKit(app, 'coach@demo.club');
    const another = await someoneElse.checkoutResponse(courseId, 49, 'en');
    assert.equal(another.statusCode, 409);
    assert.equal(another.json().code, 'COURSE_NOT_FOR_SALE');
  });
});
