import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, visitorToken } from '../testing/test-helpers.js';

// The demo club's legal pages (issue #14): reachable through the sub-page menu '/page/legal',
// linked from the footer, placeholders marked, the privacy page naming the consent's tools.
describe('demo club legal pages', () => {
  let app: FastifyInstance;
  let demoId: string;
  let token: string;
  const get = (path: string, lang: string) =>
    app.inject({
      url: `/api/content-service/organizations/${demoId}${path}`,
      headers: { ...bearer(token), 'accept-language': lang },
    });
  const pageText = (page: ContentPage) =>
    page.templates.flatMap((template) => template.elements.flatMap((element) => element.values.map((v) => v.value)));

  before(async () => {
    app = await buildTestApp();
    demoId = await orgId(app);
    token = await visitorToken(app, demoId);
  });
  after(() => app.close());

  for (const lang of ['de', 'en']) {
    it(`has an imprint and a privacy page with marked placeholders (${lang})`, async () => {
      const menus: MenuItem[] = (await get('/menu/main', lang)).json();
      const legal = menus.find((m) => m.path === '/page')!.children.find((m) => m.path === '/page/legal')!;
      const find = (path: string) => legal.children.find((m) => m.path === path)!;
      const imprint = find('/page/legal/imprint');
      const privacy = find('/page/legal/privacy');
      assert.ok(imprint.contentId && privacy.contentId);

      const placeholder = lang === 'de' ? '[Platzhalter]' : '[placeholder]';
      const imprintText = pageText((await get(`/content/${imprint.contentId}`, lang)).json()).join(' ');
      assert.match(imprintText, /§ 5 DDG/);
      assert.ok(imprintText.includes(placeholder));

      const privacyText = pageText((await get(`/content/${privacy.contentId}`, lang)).json()).join(' ');
      for (const tool of ['YouTube', 'Vimeo', 'Instagram']) assert.ok(privacyText.includes(tool), tool);
      assert.ok(privacyText.includes(placeholder));
    });
  }

  it('links Impressum and Datenschutz from the footer to those pages', async () => {
    const menus: MenuItem[] = (await get('/menu/main', 'de')).json();
    const footer = menus.find((m) => m.path === '/footer')!;
    const page: ContentPage = (await get(`/content/${footer.contentId}`, 'de')).json();
    const columns = pageText(page).join(';');
    assert.match(columns, /Impressum\|\/legal\/imprint/);
    assert.match(columns, /Datenschutz\|\/legal\/privacy/);
  });
});
