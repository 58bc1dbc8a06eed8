import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { MenuItem } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, visitorToken } from '../../testing/test-helpers.js';

describe('content-service', () => {
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  let menus: MenuItem[];
  const get = (path: string, lang?: string) =>
    app.inject({
      url: `/api/content-service/organizations/${demoId}${path}`,
      headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
    });

  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app);
    token = await visitorToken(app, demoId);
    menus = (await get('/menu/main')).json();
  });
  after(() => app.close());

  it('lists the root menus with nested children sorted by position', () => {
    assert.deepEqual(
      menus.map((m) => m.path),
      ['/top', '/header', '/home', '/footer', '/social-media', '/page'],
    );
    const header = menus.find((m) => m.path === '/header')!;
    const positions = header.children.map((c) => c.position);
    assert.deepEqual(
      positions,
      [...positions].sort((a, b) => a - b),
    );
    const sports = header.children.find((c) => c.path === '/header/sports')!;
    const ballSports = sports.children.find((c) => c.path === '/header/sports/ball-sports')!;
    assert.deepEqual(ballSports.icon, { name: 'ball', type: 'sport' });
    assert.ok(ballSports.children.some((c) => c.path === '/header/sports/ball-sports/football' && c.contentId));
    assert.equal(ballSports.parentId, sports.id);
  });

  it('answers 404 with the error body when the organization has no menus', async () => {
    const empty = await buildTestApp({ seedDemo: false });
    try {
      const { createOrganization } = await import('../../testing/test-helpers.js');
      const org = await createOrganization(empty.db, { name: 'empty', email: 'info@empty.club' });
      const visitor = await visitorToken(empty, org.id);
      const response = await empty.inject({
        url: `/api/content-service/organizations/${org.id}/menu/main`,
        headers: bearer(visitor),
      });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().code, 'NOT_FOUND');
    } finally {
      await empty.close();
    }
  });

  it('finds a root menu by its path segment and any menu by full path', async () => {
    const header = await get('/menu/header');
    assert.equal(header.statusCode, 200);
    assert.equal(header.json().path, '/header');
    const sports = await get('/menu/getByPath?path=/header/sports', 'en');
    assert.equal(sports.json().name, 'Sports');
    assert.equal(sports.json().children.length, 3);
    assert.equal((await get('/menu/sports')).statusCode, 404);
    assert.equal((await get('/menu/getByPath?path=/nowhere')).statusCode, 404);
  });

  it('returns a content page localised by Accept-Language', async () => {
    const home = menus.find((m) => m.path === '/home')!;
    const de = (await get(`/content/${home.contentId}`)).json();
    const en = (await get(`/content/${home.contentId}`, 'en-GB,en;q=0.9')).json();
    const fr = (await get(`/content/${home.contentId}`, 'fr')).json();
    const title = (page: {
      templates: Array<{
        type: string;
        elements: Array<{ values: Array<{ field?: { name: string }; value: string }> }>;
      }>;
    }) =>
      page.templates.find((t) => t.type === 'CARROUSEL')!.elements[0]!.values.find((v) => v.field?.name === 'title')!
        .value;
    assert.equal(title(de), 'Willkommen beim TSV Grünwald');
    assert.equal(title(en), 'Welcome to TSV Grünwald');
    assert.equal(title(fr), 'Welcome to TSV Grünwald');
    assert.equal(de.menuId, home.id);
    assert.equal(de.templates.find((t: { type: string }) => t.type === 'CARROUSEL').elements.length, 3);
  });

  it('never sends the Instagram access token', async () => {
    const home = menus.find((m) => m.path === '/home')!;
    const body = (await get(`/content/${home.contentId}`)).body;
    assert.doesNotMatch(body, /demo-token/);
  });

  it("links 'Who we are' to its sub-page menu", async () => {
    const header = menus.find((m) => m.path === '/header')!;
    const whoWeAre = header.children.find((c) => c.path === '/header/who-we-are')!;
    const page = (await get(`/content/${whoWeAre.contentId}`, 'en')).json();
    assert.equal(page.menu.path, '/page/who-we-are');
    assert.deepEqual(
      page.menu.children.map((c: MenuItem) => c.path),
      ['/page/who-we-are/board', '/page/who-we-are/history'],
    );
    assert.deepEqual(
      page.templates.map((t: { type: string }) => t.type),
      ['TEXT_AREA', 'PROFILES', 'ACCORDION', 'IMAGE_LIBRARY'],
    );
  });

  it('searches contents by name, template type and menu', async () => {
    const search = (payload: object, lang?: string) =>
      app.inject({
        method: 'POST',
        url: `/api/content-service/organizations/${demoId}/content/search`,
        headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) },
        payload,
      });
    const byName = (await search({ name: 'fußball' })).json();
    assert.deepEqual(
      byName.map((c: { name: string }) => c.name),
      ['Fußball'],
    );
    const byType = (await search({ templateType: 'COURSE' }, 'en')).json();
    // The two course pages and every sport page, which shows its courses' COURSE blocks (seed).
    assert.deepEqual(byType.map((c: { name: string }) => c.name).sort(), [
      'Adult swimming course',
      'Aqua fitness',
      'Back fitness',
      'Basketball',
      'Football',
      'Functional training',
      'Handball',
      'Swimming',
      'Volleyball',
      'Yoga',
    ]);
    const home = menus.find((m) => m.path === '/home')!;
    const byMenu = (await search({ menuId: home.id })).json();
    assert.equal(byMenu.length, 1);
    assert.equal(byMenu[0].id, home.contentId);
  });

  it('answers 404 for an unknown content id', async () => {
    const response = await get('/content/00000000-0000-4000-8000-000000000000');
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().code, 'NOT_FOUND');
  });
});
