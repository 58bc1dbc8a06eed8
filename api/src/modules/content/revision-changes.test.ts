import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, orgId, userToken, visitorToken, contentBase, routeCaller } from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

describe('history a person can read', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'en' }));

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
  });
  after(() => app.close());

  it('names the changed block, its changed fields and added entries', async () => {
    const menus: MenuItem[] = (await call('GET', '/menu/main', undefined, visitor)).json();
    const id = menus.find((m) => m.path === '/home')!.contentId!;
    const page: Page = (await call('GET', `/content/${id}`, undefined, visitor)).json();
    const target = page.templates.find((t) => t.type === 'CARROUSEL') as Template;
    const first = target.elements[0]!;
    const title = target.fields.find((f) => f.name === 'title')!;
    first.values.find((v) => v.fieldId === title.id)!.value = 'Geändert für den Verlauf';
    const copies = [1, 2].map((n) => ({
      ...structuredClone(first),
      id: `new-${n}`,
      values: first.values.map((v) => ({ ...v, id: `v-${n}-${v.id}` })),
    }));
    target.elements.push(...copies);
    const saved = await call('PUT', '/content', page);
    assert.equal(saved.statusCode, 200, saved.body);

    const [latest] = (await call('GET', `/content/${id}/revisions`)).json();
    assert.deepEqual(latest.changes, [
      { kind: 'entriesAdded', type: target.type, count: 2 },
      { kind: 'fields', type: target.type, fields: ['title'] },
    ]);
    assert.equal(latest.summary, `${target.type}: 2 entries added; ${target.type}: title changed`);
  });
});
