import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, orgId, userToken, visitorToken } from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// Issue 34: the editor keeps the first block and the protected ones (footer, social media, the
// home page's news) in place when blocks move; a save that moved them anyway is refused here too.
describe('page saves that move blocks', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  let menus: MenuItem[];
  const url = (path: string) => `/api/content-service/organizations/${demoId}${path}`;
  const page = async (id: string): Promise<Page> =>
    (await app.inject({ url: url(`/content/${id}`), headers: { ...bearer(visitor), 'accept-language': 'en' } })).json();
  const save = (content: Page, lang = 'en') =>
    app.inject({
      method: 'PUT',
      url: url('/content'),
      headers: { ...bearer(admin), 'accept-language': lang },
      payload: content,
    });
  const refused = async (content: Page, code: string, lang = 'en') => {
    const response = await save(content, lang);
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json<{ code: string; message: string; title: string }>();
    assert.equal(body.code, code, response.body);
    assert.ok(body.title);
    return body.message;
  };
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
  const contentOf = (path: string) => flat(menus).find((m) => m.path === path)!.contentId!;
  /** The templates with the one at `from` moved to `to`. */
  const moved = (templates: Template[], from: number, to: number) => {
    const next = [...templates];
    const [block] = next.splice(from, 1);
    next.splice(to, 0, block!);
    return next;
  };

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
    menus = (await app.inject({ url: url('/menu/main'), headers: bearer(visitor) })).json();
  });
  after(() => app.close());

  it('refuses moving the first block down, or any block above it', async () => {
    const home = await page(contentOf('/home'));
    assert.equal(home.templates[0]!.type, 'CARROUSEL');
    assert.match(
      await refused({ ...home, templates: moved(home.templates, 0, 1) }, 'FIRST_TEMPLATE_NOT_MOVABLE'),
      /first block of a page \(CARROUSEL\) stays at the top/,
    );
    assert.match(
      await refused({ ...home, templates: moved(home.templates, 1, 0) }, 'FIRST_TEMPLATE_NOT_MOVABLE', 'de'),
      /^Der erste Block einer Seite \(CARROUSEL\) bleibt oben/,
    );
  });

  it('refuses moving the home page’s news, or a block past it', async () => {
    const home = await page(contentOf('/home'));
    const news = home.templates.findIndex((t) => t.type === 'GRID');
    assert.ok(news >= 2 && news < home.templates.length - 1, `news in the middle (${news})`);
    assert.match(
      await refused({ ...home, templates: moved(home.templates, news, news - 1) }, 'TEMPLATE_NOT_MOVABLE'),
      /The GRID block stays in its place/,
    );
    // A block from below the news moved above it: the news itself kept its index.
    assert.match(
      await refused({ ...home, templates: moved(home.templates, news + 1, 1) }, 'TEMPLATE_NOT_MOVABLE', 'de'),
      /^Der Block GRID bleibt an seinem Platz/,
    );
    assert.deepEqual(
      (await page(home.id!)).templates.map((t) => t.id),
      home.templates.map((t) => t.id),
      'nothing was stored',
    );
  });

  it('still saves other blocks in a new order', async () => {
    const candidates = flat(menus)
      .filter((m) => m.contentId && m.path !== '/home')
      .map((m) => m.contentId!);
    let chosen: Page | undefined;
    for (const id of candidates) {
      const content = await page(id);
      if (
        content.templates.length >= 3 &&
        !content.templates.some((t) => ['FOOTER', 'SOCIAL_MEDIA'].includes(t.type))
      ) {
        chosen = content;
        break;
      }
    }
    assert.ok(chosen, 'a page with three blocks');
    const order = moved(chosen.templates, 2, 1);
    const response = await save({ ...chosen, templates: order });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (await page(chosen.id!)).templates.map((t) => t.id),
      order.map((t) => t.id),
    );
  });
});
