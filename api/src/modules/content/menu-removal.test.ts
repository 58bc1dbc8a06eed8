import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, orgId, userToken, visitorToken, contentBase, routeCaller } from '../../testing/test-helpers.js';

describe('removing menu entries', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'en' }));
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
  const menus = async () => flat((await call('GET', '/menu/main', undefined, visitor)).json());
  const byPath = async (path: string) => (await menus()).find((m) => m.path === path)!;

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
  });
  after(() => app.close());

  it('removes an empty sub-section with its empty entries, and visitors’ menus lose it at once', async () => {
    const culture = await byPath('/header/culture');
    const section = (await call('POST', '/menu', { name: 'Leere Spalte', parentId: culture.id })).json() as MenuItem;
    await call('POST', '/menu', { name: 'Auch leer', parentId: section.id });
    assert.ok((await menus()).some((m) => m.id === section.id));

    const response = await call('DELETE', `/menu/${section.id}`);
    assert.equal(response.statusCode, 204, response.body);
    const after = await menus();
    assert.ok(!after.some((m) => m.path.startsWith(section.path)), 'the entry and its children are gone');
    assert.ok(
      after.some((m) => m.id === culture.id),
      'its parent stays',
    );
  });

  it('refuses while a page hangs under the entry, naming the pages', async () => {
    const sports = await byPath('/header/sports');
    const response = await call('DELETE', `/menu/${sports.id}`);
    assert.equal(response.statusCode, 409, response.body);
    const body = response.json();
    assert.equal(body.code, 'MENU_HAS_PAGES');
    assert.match(body.message, /'Football'/);
    const own = await byPath('/header/who-we-are');
    const ownPage = await call('DELETE', `/menu/${own.id}`, undefined, admin, 'de');
    assert.equal(ownPage.statusCode, 409);
    assert.match(ownPage.json().message, /Wer wir sind/);
    assert.ok(await byPath('/header/who-we-are'), 'nothing was removed');
  });

  it('keeps the root menus and refuses visitors and other clubs', async () => {
    const header = await byPath('/header');
    const root = await call('DELETE', `/menu/${header.id}`);
    assert.equal(root.statusCode, 400);
    assert.equal(root.json().code, 'MENU_NOT_REMOVABLE');
    const fanshop = (await menus()).find((m) => m.name === 'Fanshop')!;
    assert.equal((await call('DELETE', `/menu/${fanshop.id}`, undefined, visitor)).statusCode, 403);
    const nordAdmin = await userToken(app, await orgId(app, 'nord'), 'admin@nord.club');
    assert.equal((await call('DELETE', `/menu/${fanshop.id}`, undefined, nordAdmin)).statusCode, 403);
    assert.equal((await call('DELETE', '/menu/00000000-0000-4000-8000-000000000000')).statusCode, 404);
    // An external link is an entry without a page: it can go.
    assert.equal((await call('DELETE', `/menu/${fanshop.id}`)).statusCode, 204);
  });
});
