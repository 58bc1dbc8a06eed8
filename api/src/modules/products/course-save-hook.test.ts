import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, contentBase, orgId, routeCaller, userToken } from '../../testing/test-helpers.js';
import { searchProducts } from './repository.js';

type Page = ContentPage & { version: number };

// The editor's page save runs the course sync in its transaction (content save hook).
describe('saving a course page through the content service', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  let contentId: string;
  const call = routeCaller(() => ({ app, base: contentBase(org), token: admin, lang: 'de' }));
  const load = async (): Promise<Page> => (await call('GET', `/content/${contentId}`)).json();
  const save = (page: Page) => call('PUT', '/content', page);
  const price = (template: Template) => template.elements[0]!.values.find((v) => v.field?.name === 'price')!;
  const group = (name: string) =>
    app.db
      .selectFrom('events_groups')
      .selectAll()
      .where('organization_id', '=', org)
      .where('name', '=', name)
      .executeTakeFirst();

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    org = await orgId(app);
    admin = await userToken(app, org, 'admin@demo.club');
    contentId = (await group('Rückenfit'))!.content_id!;
  });
  after(() => app.close());

  it('patches the product when the course price changes', async () => {
    const page = await load();
    price(page.templates.find((t) => t.type === 'COURSE')!).value = '55';
    const response = await save(page);
    assert.equal(response.statusCode, 200, response.body);
    const [product] = await searchProducts(app.db, org, { eventsGroupId: [(await group('Rückenfit'))!.id] });
    assert.equal(product!.price, 55);
  });

  it('creates an events group and product for a second course template, and unlinks them when removed', async () => {
    const page = await load();
    const course = page.templates.find((t) => t.type === 'COURSE')!;
    page.templates.push({ ...structuredClone(course), id: null, isNew: true, metadata: {} });
    const added = await save(page);
    assert.equal(added.statusCode, 200, added.body);
    const second = await group('Rückenfit_1');
    assert.ok(second, 'events group Rückenfit_1');
    assert.equal(second.content_id, contentId);
    const [product] = await searchProducts(app.db, org, { eventsGroupId: [second.id] });
    assert.equal(product!.price, 55);
    assert.equal(product!.stock, 15);

    const withTwo = await load();
    withTwo.templates = withTwo.templates.filter((t) => t.metadata?.eventsGroupId !== second.id);
    const removed = await save(withTwo);
    assert.equal(removed.statusCode, 200, removed.body);
    assert.equal((await group('Rückenfit_1'))!.content_id, null);
    const [unlinked] = await searchProducts(app.db, org, { eventsGroupId: [second.id] });
    assert.deepEqual(unlinked!.tags.contentId, []);
  });
  it('sets the course’s places from the template; a course saved before the field existed offers it empty', async () => {
    // A course saved under the older catalogue (no places field) still reads with the field.
    const stored = await app.db
      .selectFrom('templates')
      .select(['id', 'fields', 'elements'])
      .where('content_id', '=', contentId)
      .where('type', '=', 'COURSE')
      .executeTakeFirstOrThrow();
    const placesId = stored.fields.find((f) => f.name === 'places')?.id;
    await app.db
      .updateTable('templates')
      .set({
        fields: JSON.stringify(stored.fields.filter((f) => f.name !== 'places')),
        elements: JSON.stringify(
          stored.elements.map((e) => ({ ...e, values: e.values.filter((v) => v.fieldId !== placesId) })),
        ),
      })
      .where('id', '=', stored.id)
      .execute();
    const page = await load();
    const course = page.templates.find((t) => t.type === 'COURSE')!;
    const places = () => course.elements[0]!.values.find((v) => v.field?.name === 'places')!;
    assert.equal(places().value, '', 'the field is there, empty');
    assert.equal(
      (await load()).templates.find((t) => t.type === 'COURSE')!.fields.find((f) => f.name === 'places')?.id,
      course.fields.find((f) => f.name === 'places')?.id,
      'with the same id on every read',
    );

    places().value = '0';
    const refused = await save(page);
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().message, /ganze Zahl von 1 bis 500/);

    places().value = '2';
    const saved = await save(page);
    assert.equal(saved.statusCode, 200, saved.body);
    const [product] = await searchProducts(app.db, org, { eventsGroupId: [(await group('Rückenfit'))!.id] });
    assert.equal(product!.stock, 2);
    const again = await load();
    assert.equal(
      again.templates.find((t) => t.type === 'COURSE')!.elements[0]!.values.find((v) => v.field?.name === 'places')!
        .value,
      '2',
    );
  });
});
