import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, userToken } from '../../testing/test-helpers.js';
import { paymentKit, visa } from '../../testing/payment-support.js';
import { searchProducts } from './repository.js';

type Page = ContentPage & { version: number };

// Issue 20 item 4: the price on the page is the price charged; a course on no page is not sold.
describe('the product is what the page shows', () => {
  let app: FastifyInstance;
  let kit: Awaited<ReturnType<typeof paymentKit>>;
  let admin: string;
  let courseId: string;
  let contentId: string;
  const url = (path: string) => `/api/content-service/organizations/${kit.org}${path}`;
  const load = async (id = contentId): Promise<Page> =>
    (await app.inject({ method: 'GET', url: url(`/content/${id}`), headers: bearer(admin) })).json();
  const save = async (page: Page) => {
    const response = await app.inject({ method: 'PUT', url: url('/content'), headers: bearer(admin), payload: page });
    assert.equal(response.statusCode, 200, response.body);
  };
  const setPrice = (template: Template, price: string) => {
    template.elements[0]!.values.find((v) => v.field?.name === 'price')!.value = price;
  };
  const onSale = async (groupId: string) =>
    (await searchProducts(app.db, kit.org, { eventsGroupId: [groupId] })).filter((p) => p.status === 1);

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    kit = await paymentKit(app);
    admin = await userToken(app, kit.org, 'admin@demo.club');
    courseId = await kit.courseId('Schwimmkurs für Erwachsene');
    const group = await app.db
      .selectFrom('events_groups')
      .select('content_id')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    contentId = group.content_id!;
  });
  after(() => app.close());

  let oldCheckout: string;

  it('takes a course whose template was removed off sale, with a clear 409 in both languages', async () => {
    // The member had opened a checkout at the old price and left it unpaid.
    oldCheckout = await kit.startCheckout(courseId, 49);
    const page = await load();
    const course = page.templates.find((t) => t.type === 'COURSE')!;
    page.templates = page.templates.filter((t) => t !== course);
    await save(page);
    assert.deepEqual(await onSale(courseId), []);
    for (const [lang, text] of [
      ['de', /wird derzeit auf keiner Seite angeboten/],
      ['en', /is not offered on any page/],
    ] as const) {
      const response = await kit.checkoutResponse(courseId, 49, lang);
      assert.equal(response.statusCode, 409);
      assert.equal(response.json().code, 'COURSE_NOT_FOR_SALE');
      if (lang === 'en') assert.match(response.json().message, text);
    }
  });

  it('sells a re-added template at its new price, with exactly one product', async () => {
    const page = await load();
    const previous = (
      await app.db
        .selectFrom('templates')
        .select(['fields', 'elements', 'metadata'])
        .where('organization_id', '=', kit.org)
        .where('type', '=', 'COURSE')
        .where('content_id', '=', contentId)
        .execute()
    ).length;
    assert.equal(previous, 0);
    // The editor adds a fresh COURSE template copied from another course page.
    const other = await load(
      (
        await app.db
          .selectFrom('events_groups')
          .select('content_id')
          .where('name', '=', 'Rückenfit')
          .executeTakeFirstOrThrow()
      ).content_id!,
    );
    const course = structuredClone(other.templates.find((t) => t.type === 'COURSE')!);
    setPrice(course, '25');
    page.templates.push({ ...course, id: null, isNew: true, metadata: {} });
    await save(page);

    const products = await onSale(courseId);
    assert.equal(products.length, 1, 'one product for the course');
    assert.equal(products[0]!.price, 25);
    assert.equal(products[0]!.name, 'Schwimmkurs für Erwachsene');

    const old = await kit.checkoutResponse(courseId, 30.5);
    assert.equal(old.statusCode, 400, 'the old price is refused');
    const checkoutId = await kit.startCheckout(courseId, 25);
    // The unpaid checkout at the old price gave way; it can no longer be confirmed as an enrolment.
    assert.notEqual(checkoutId, oldCheckout);
    const replaced = await app.db
      .selectFrom('wallet_checkouts')
      .select('status')
      .where('provider_checkout_id', '=', oldCheckout)
      .executeTakeFirstOrThrow();
    assert.equal(replaced.status, 'ABANDONED');
    await kit.payWithCard(checkoutId, visa);
    const order = await kit.sendOrder(checkoutId, courseId);
    assert.equal(order.json().statusOrder, 'SENT');
    const charged = await app.db
      .selectFrom('orders')
      .select('amount')
      .where('id', '=', order.json().id)
      .executeTakeFirstOrThrow();
    assert.equal(Number(charged.amount), 25);
  });

  it('follows a price change on the page and keeps one product', async () => {
    const page = await load();
    setPrice(
      page.templates.find((t) => t.type === 'COURSE')!,
      '27.50',
    );
    await save(page);
    const products = await onSale(courseId);
    assert.deepEqual(
      products.map((p) => p.price),
      [27.5],
    );
  });

  it('moves the course with its template to another page: one product, named after the new page', async () => {
    const page = await load();
    const course = page.templates.find((t) => t.type === 'COURSE')!;
    page.templates = page.templates.filter((t) => t !== course);
    await save(page);
    const targetId = (
      await app.db
        .selectFrom('events_groups')
        .select('content_id')
        .where('name', '=', 'Rückenfit')
        .executeTakeFirstOrThrow()
    ).content_id!;
    const target = await load(targetId);
    target.templates.push({ ...structuredClone(course), id: null, isNew: true });
    await save(target);
    const products = await onSale(courseId);
    assert.equal(products.length, 1);
    assert.equal(products[0]!.price, 27.5);
    assert.equal(products[0]!.name, 'Rückenfit');
    const group = await app.db
      .selectFrom('events_groups')
      .select('content_id')
      .where('id', '=', courseId)
      .executeTakeFirstOrThrow();
    assert.equal(group.content_id, targetId);
    // On sale again: the member (who paid above) is told they take part, not that it is not sold.
    assert.equal((await kit.checkoutResponse(courseId, 27.5)).json().code, 'ALREADY_ENROLLED');
  });
});
