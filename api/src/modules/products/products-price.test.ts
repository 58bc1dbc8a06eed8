import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, userToken } from '../../testing/test-helpers.js';

// Prices are whole cents (issue 31): a price with a third decimal is refused, on create and patch.
describe('product prices', () => {
  let app: FastifyInstance;
  let url: string;
  let admin: Record<string, string>;
  before(async () => {
    app = await buildTestApp();
    const demoId = await orgId(app, 'demo');
    url = `/api/products-service/organizations/${demoId}/products`;
    admin = { ...bearer(await userToken(app, demoId, 'admin@demo.club')), 'accept-language': 'en' };
  });
  after(() => app.close());

  it('refuses a new product priced with more than two decimals', async () => {
    const create = (price: number) =>
      app.inject({ method: 'POST', url, headers: admin, payload: { name: 'Towel', pricingDetails: { price } } });
    const refused = await create(9.999);
    assert.equal(refused.statusCode, 400, refused.body);
    assert.match(refused.json<{ message: string }>().message, /at most two decimals/);
    const created = await create(9.99);
    assert.ok(created.statusCode < 300, created.body);
  });

  it('refuses a price patch with more than two decimals and keeps the price', async () => {
    const created = await app.inject({
      method: 'POST',
      url,
      headers: admin,
      payload: { name: 'Cap', pricingDetails: { price: 12.5 } },
    });
    const { id } = created.json<{ id: string }>();
    const patch = (value: number) =>
      app.inject({
        method: 'PATCH',
        url: `${url}/${id}`,
        headers: admin,
        payload: [{ op: 'replace', path: '/price', value }],
      });
    const refused = await patch(12.505);
    assert.equal(refused.statusCode, 400, refused.body);
    const products = await app.inject({ method: 'GET', url, headers: admin });
    const cap = products.json<Array<{ id: string; pricingDetails: { price: number } }>>().find((p) => p.id === id);
    assert.equal(cap?.pricingDetails.price, 12.5);
    assert.equal((await patch(12.55)).statusCode, 200);
  });
});
