import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { template } from '../../seed/builders.js';
import { writePage } from '../../seed/writer.js';
import { buildTestApp, orgId } from '../../testing/test-helpers.js';
import type { StoredCourseTemplate } from './course-template.js';
import { syncCourseTemplates } from './course-sync.js';
import { searchProducts } from './repository.js';

let app: FastifyInstance;
let org: string;

before(async () => {
  app = await buildTestApp();
  org = await orgId(app);
});
after(() => app.close());

const course = (price: string, description = 'Yoga for everyone') =>
  template('COURSE', [
    {
      date: '2026-09-07',
      time: '18:00',
      price,
      description: { de: description, en: description },
      repeat: 'WEEKLY',
      monday: 'true',
    },
  ]);
const banner = template('COMMON_BANNER', [{ title: 'Yoga', picture: '/api/multimedia-service/media/yoga.svg' }]);

async function storedTemplates(contentId: string): Promise<StoredCourseTemplate[]> {
  return (await app.db
    .selectFrom('templates')
    .select(['id', 'type', 'metadata', 'fields', 'elements'])
    .where('content_id', '=', contentId)
    .orderBy('position')
    .execute()) as StoredCourseTemplate[];
}

describe('course templates and their product and events group', () => {
  let contentId: string;

  it('creates an events group (suffixed above index 0) and a product for new course templates', async () => {
    contentId = await writePage(
      app.db,
      org,
      { name: { de: 'Yoga im Park', en: 'Yoga in the park' }, templates: [banner, course('25.50'), course('30')] },
      null,
    );
    const saved = await storedTemplates(contentId);
    await app.db.transaction().execute((trx) =>
      syncCourseTemplates(trx, {
        organizationId: org,
        contentId,
        pageName: { de: 'Yoga im Park', en: 'Yoga in the park' },
        previousTemplates: [],
        savedTemplates: saved,
      }),
    );
    const groups = await app.db
      .selectFrom('events_groups')
      .selectAll()
      .where('content_id', '=', contentId)
      .orderBy('name')
      .execute();
    assert.deepEqual(
      groups.map((g) => g.name),
      // Not the demo's 'Yoga': its events group has its product already (every demo course is bookable).
      ['Yoga im Park', 'Yoga im Park_1'],
    );
    const [first] = await searchProducts(app.db, org, { eventsGroupId: [groups[0]!.id] });
    assert.ok(first);
    assert.equal(first.price, 25.5);
    assert.equal(first.stock, 15);
    assert.equal(first.status, 1);
    assert.deepEqual(first.images, ['/api/multimedia-service/media/yoga.svg']);
    assert.deepEqual(first.tags.contentId, [contentId]);
    // The templates now point at their events groups.
    const linked = await storedTemplates(contentId);
    assert.equal(linked[1]!.metadata.eventsGroupId, groups[0]!.id);
  });

  it('patches the product when price or description change', async () => {
    const previous = await storedTemplates(contentId);
    const saved = structuredClone(previous);
    const courseTemplate = saved[1]!;
    const priceField = courseTemplate.fields.find((f) => f.name === 'price')!;
    courseTemplate.elements[0]!.values.find((v) => v.fieldId === priceField.id)!.value = { de: '40', en: '40' };
    await app.db.transaction().execute((trx) =>
      syncCourseTemplates(trx, {
        organizationId: org,
        contentId,
        pageName: { de: 'Yoga im Park', en: 'Yoga in the park' },
        previousTemplates: previous,
        savedTemplates: saved,
      }),
    );
    const [product] = await searchProducts(app.db, org, {
      eventsGroupId: [courseTemplate.metadata.eventsGroupId as string],
    });
    assert.equal(product!.price, 40);
  });

  it('clears the content links when a course template is removed', async () => {
    const previous = await storedTemplates(contentId);
    const removed = previous[2]!;
    await app.db.transaction().execute((trx) =>
      syncCourseTemplates(trx, {
        organizationId: org,
        contentId,
        pageName: { de: 'Yoga im Park', en: 'Yoga in the park' },
        previousTemplates: previous,
        savedTemplates: previous.slice(0, 2),
      }),
    );
    const groupId = removed.metadata.eventsGroupId as string;
    const group = await app.db
      .selectFrom('events_groups')
      .selectAll()
      .where('id', '=', groupId)
      .executeTakeFirstOrThrow();
    assert.equal(group.content_id, null);
    const [product] = await searchProducts(app.db, org, { eventsGroupId: [groupId] });
    assert.deepEqual(product!.tags.contentId, []);
  });

  it("is undone with the caller's transaction", async () => {
    const otherId = await writePage(app.db, org, { name: 'Pilates', templates: [course('20')] }, null);
    const saved = await storedTemplates(otherId);
    await assert.rejects(
      app.db.transaction().execute(async (trx) => {
        await syncCourseTemplates(trx, {
          organizationId: org,
          contentId: otherId,
          pageName: { de: 'Pilates', en: 'Pilates' },
          previousTemplates: [],
          savedTemplates: saved,
        });
        throw new Error('the page save failed');
      }),
      /the page save failed/,
    );
    const groups = await app.db.selectFrom('events_groups').select('id').where('name', '=', 'Pilates').execute();
    assert.equal(groups.length, 0);
    assert.equal((await storedTemplates(otherId))[0]!.metadata.eventsGroupId, undefined);
  });
});
