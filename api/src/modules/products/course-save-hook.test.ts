import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, userToken } from '../../test-helpers.js';
import { searchProducts } from './repository.js';

type Page = ContentPage & { version: number };

// The editor's page save runs the course sync in its transaction (content save hook).
describe('saving a course page through the content service', () => {
  let app: FastifyInstance;
  let org: string;
  let admin: string;
  let contentId: string;
  const url = (path: string) => `/api/content-service/organizations/${org}${path}`;
  const load = async (): Promise<Page> =>
    (await app.inject({ method: 'GET', url: url(`/content/${contentId}`), headers: bearer(admin) })).json();
  const save = (page: Page) =>
    app.inject({
      method: 'PUT',
      url: url('/content'),
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: page,
    });
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
});
