import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-error.js';
import { contentBase, openContentApp, orgId, routeCaller, userToken } from '../../testing/test-helpers.js';
import { registerContentSaveHook } from './save-hooks.js';

type Page = ContentPage & { version: number };

describe('content-service writes', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  let menus: MenuItem[];
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'de' }));
  const page = async (id: string, lang = 'de'): Promise<Page> =>
    (await call('GET', `/content/${id}`, undefined, visitor, lang)).json();
  const valueOf = (template: Template, field: string, element = 0) =>
    template.elements[element]!.values.find((v) => v.field?.name === field)!;
  const homeId = () => menus.find((m) => m.path === '/home')!.contentId!;
  const whoWeAreId = () =>
    menus.find((m) => m.path === '/header')!.children.find((c) => c.path === '/header/who-we-are')!.contentId!;

  before(async () => {
    ({ app, demoId, admin, visitor, menus } = await openContentApp());
  });
  after(() => app.close());

  it('refuses every write route to visitors, members, coaches and the other club’s admin', async () => {
    const nordId = await orgId(app, 'nord');
    const callers = {
      visitor,
      member: await userToken(app, demoId, 'member@demo.club'),
      coach: await userToken(app, demoId, 'coach@demo.club'),
      nordAdmin: await userToken(app, nordId, 'admin@nord.club'),
    };
    const id = homeId();
    const routes: Array<['POST' | 'PUT' | 'DELETE' | 'GET', string, unknown]> = [
      ['POST', '/menu', { name: 'X', parentId: menus[1]!.id }],
      ['POST', '/menu/multiple', [{ name: 'X', parentId: menus[1]!.id }]],
      ['PUT', '/menu', { id: menus[1]!.id, name: 'X' }],
      ['POST', '/content', { name: 'X', templates: [] }],
      ['PUT', '/content', { id, name: 'X', templates: [], version: 1 }],
      ['DELETE', `/content/${id}`, undefined],
      ['GET', `/content/${id}/revisions`, undefined],
      ['PUT', `/content/${id}/schedule`, { name: 'X', templates: [], version: 1, publishAt: '2099-01-01T00:00:00Z' }],
      ['POST', '/templates', { name: 'X', type: 'TEXT_AREA', fields: [], elements: [], contentId: id }],
      ['PUT', '/templates', { id, name: 'X', type: 'TEXT_AREA', fields: [], elements: [] }],
      ['DELETE', `/templates/${id}`, undefined],
      ['POST', '/templates/search', {}],
    ];
    for (const [who, token] of Object.entries(callers)) {
      for (const [method, path, payload] of routes) {
        const response = await call(method, path, payload, token);
        assert.equal(response.statusCode, 403, `${who} ${method} ${path}`);
        assert.ok(response.json().code, 'error shape');
      }
    }
    const before = await page(id);
    assert.equal(before.version, 1, 'nothing was saved');
  });

  it('saves an edited title in the request’s language and bumps the version', async () => {
    const home = await page(homeId());
    const carousel = home.templates.find((t) => t.type === 'CARROUSEL')!;
    valueOf(carousel, 'title').value = 'Willkommen im neuen Vereinsheim';
    const response = await call('PUT', '/content', { ...home, version: home.version }, admin);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().version, home.version + 1);
    const de = await page(homeId());
    const en = await page(homeId(), 'en');
    assert.equal(
      valueOf(
        de.templates.find((t) => t.type === 'CARROUSEL')!,
        'title',
      ).value,
      'Willkommen im neuen Vereinsheim',
    );
    assert.equal(
      valueOf(
        en.templates.find((t) => t.type === 'CARROUSEL')!,
        'title',
      ).value,
      'Welcome to TSV Grünwald',
    );
    assert.equal(de.updatedBy !== null && de.updatedBy !== undefined, true);
  });

  it('refuses an invalid link, an over-long title and a script in rich text with 400', async () => {
    const home = await page(homeId());
    const carousel = home.templates.find((t) => t.type === 'CARROUSEL')!;
    const badLink = structuredClone(home);
    valueOf(
      badLink.templates.find((t) => t.type === 'CARROUSEL')!,
      'link',
    ).value = 'not a link';
    const linkAnswer = await call('PUT', '/content', badLink, admin, 'en');
    assert.equal(linkAnswer.statusCode, 400);
    assert.match(linkAnswer.json().message, /field “Link”: Invalid URL\./);

    const longTitle = structuredClone(home);
    valueOf(
      longTitle.templates.find((t) => t.type === 'CARROUSEL')!,
      'title',
    ).value = 'x'.repeat(61);
    const titleAnswer = await call('PUT', '/content', longTitle, admin, 'en');
    assert.equal(titleAnswer.statusCode, 400);
    assert.match(titleAnswer.json().message, /field “Title”: This text is too long\./);

    const who = await page(whoWeAreId());
    const script = structuredClone(who);
    valueOf(
      script.templates.find((t) => t.type === 'TEXT_AREA')!,
      'text',
    ).value = '<p>Hi</p><script>alert(1)</script>';
    const scriptAnswer = await call('PUT', '/content', script, admin, 'en');
    assert.equal(scriptAnswer.statusCode, 400);
    assert.equal(scriptAnswer.json().code, 'VALIDATION_ERROR');
    // A German editor reads the block's German name, no English and no type code.
    const germanAnswer = await call('PUT', '/content', script, admin, 'de');
    assert.match(
      germanAnswer.json().message,
      /^Textbereich \(Baustein \d+\): Dieser Text enthält nicht erlaubte Inhalte\.$/,
    );
    assert.equal(germanAnswer.json().title, 'Eingabe prüfen');
    assert.equal((await page(homeId())).version, home.version, 'nothing saved');
    assert.ok(carousel);
  });

  it('accepts internal routes, and stores rich text sanitised', async () => {
    const who = await page(whoWeAreId());
    valueOf(
      who.templates.find((t) => t.type === 'TEXT_AREA')!,
      'text',
    ).value = '<p><strong>Wir</strong> sind <a href="/sports">sportlich</a></p><p style="color:red">Gruß</p>';
    const response = await call('PUT', '/content', who, admin);
    assert.equal(response.statusCode, 200, response.body);
    const saved = valueOf(
      response.json<Page>().templates.find((t) => t.type === 'TEXT_AREA')!,
      'text',
    ).value;
    assert.equal(
      saved,
      '<p><strong>Wir</strong> sind <a href="/sports" rel="noopener noreferrer">sportlich</a></p><p>Gruß</p>',
    );
  });

  it('answers 409 naming who saved in between, and keeps their work', async () => {
    const first = await page(whoWeAreId());
    const second = structuredClone(first);
    valueOf(
      first.templates.find((t) => t.type === 'ACCORDION')!,
      'title',
    ).value = 'Erste Änderung';
    assert.equal((await call('PUT', '/content', first, admin)).statusCode, 200);
    valueOf(
      second.templates.find((t) => t.type === 'ACCORDION')!,
      'title',
    ).value = 'Zweite Änderung';
    const conflict = await call('PUT', '/content', second, admin);
    assert.equal(conflict.statusCode, 409);
    assert.equal(conflict.json().code, 'CONTENT_CONFLICT');
    // The caller edits in German: who saved, on the club's clock.
    assert.match(
      conflict.json().message,
      /^.+ hat diese Seite am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr \(Version \d+\) gespeichert/,
    );
    const stored = await page(whoWeAreId());
    assert.equal(
      valueOf(
        stored.templates.find((t) => t.type === 'ACCORDION')!,
        'title',
      ).value,
      'Erste Änderung',
    );
  });

  it('saves a page with five templates atomically: a failure part-way leaves it unchanged', async () => {
    const who = await page(whoWeAreId());
    const five = structuredClone(who);
    five.templates.push({ ...structuredClone(five.templates[0]!), id: null, isNew: true });
    assert.equal(five.templates.length, 5);
    for (const template of five.templates) {
      const title = template.elements[0]!.values.find((v) => v.field?.name === 'title');
      if (title) title.value = 'Teilweise gespeichert';
    }
    const remove = registerContentSaveHook(async (_trx, _org, _previous, saved) => {
      if (saved.length === 5) throw new HttpError(502, 'COURSE_SYNC_FAILED', 'The course could not be synchronised.');
    });
    try {
      const response = await call('PUT', '/content', five, admin);
      assert.equal(response.statusCode, 502);
    } finally {
      remove();
    }
    const after = await page(whoWeAreId());
    assert.deepEqual(after, who);
    const saved = await call('PUT', '/content', five, admin);
    assert.equal(saved.statusCode, 200);
    assert.equal(saved.json<Page>().templates.length, 5);
    assert.ok(saved.json<Page>().templates.every((t) => t.id));
  });

  it('lists revisions and restores an older one as a new revision', async () => {
    const id = whoWeAreId();
    const revisions = (await call('GET', `/content/${id}/revisions`)).json<
      Array<{ id: string; version: number; summary: string }>
    >();
    assert.ok(revisions.length >= 3);
    const oldest = revisions.at(-1)!;
    assert.equal(oldest.summary, 'initial');
    const preview = (await call('GET', `/content/${id}/revisions/${oldest.id}`)).json<{ templates: Template[] }>();
    assert.equal(preview.templates.length, 4);
    const current = await page(id);
    const restored = await call('POST', `/content/${id}/revisions/${oldest.id}/restore`, { version: current.version });
    assert.equal(restored.statusCode, 200, restored.body);
    assert.equal(restored.json<Page>().templates.length, 4);
    assert.equal(restored.json<Page>().version, current.version + 1);
    const after = (await call('GET', `/content/${id}/revisions`)).json<Array<{ summary: string }>>();
    assert.equal(after[0]!.summary, `restored version ${oldest.version}`);
    assert.equal(after.length, revisions.length + 1);
  });

  it('creates a page under a main-menu section, refuses a colliding name, and deletes it', async () => {
    const sports = menus.find((m) => m.path === '/header')!.children.find((c) => c.path === '/header/sports')!;
    const banner: Template = {
      id: null,
      name: 'COMMON_BANNER',
      type: 'COMMON_BANNER',
      fields: [
        { id: 'f1', name: 'title', type: 'H1', isMandatory: true },
        { id: 'f2', name: 'text', type: 'TEXT', isMandatory: false },
      ],
      elements: [
        {
          id: 'e1',
          type: 'default',
          values: [
            { id: 'v1', fieldId: 'f1', value: 'Tischtennis & Co' },
            { id: 'v2', fieldId: 'f2', value: '' },
          ],
        },
      ],
    };
    const created = await call('POST', '/content', {
      name: 'Tischtennis & Co',
      templates: [banner],
      menuDto: { name: 'Tischtennis & Co', parentId: sports.id },
    });
    assert.equal(created.statusCode, 200, created.body);
    const menu = (
      await call('GET', '/menu/getByPath?path=/header/sports/tischtennis__co', undefined, visitor)
    ).json<MenuItem>();
    assert.equal(menu.contentId, created.json<Page>().id);
    const again = await call('POST', '/content', {
      name: 'Tischtennis & Co',
      templates: [banner],
      menuDto: { name: 'Tischtennis & Co', parentId: sports.id },
    });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().message, /wird schon von einer anderen Seite oder einem Menü verwendet/);

    const blank = await call('POST', '/menu', { name: '\u200B ', parentId: sports.id });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().code, 'VALIDATION_ERROR');

    assert.equal((await call('DELETE', `/content/${created.json<Page>().id}`)).statusCode, 204);
    assert.equal((await call('GET', `/content/${created.json<Page>().id}`, undefined, visitor)).statusCode, 404);
    assert.equal(
      (await call('GET', '/menu/getByPath?path=/header/sports/tischtennis__co', undefined, visitor)).statusCode,
      404,
    );
    const home = await call('DELETE', `/content/${homeId()}`);
    assert.equal(home.statusCode, 400);
    assert.equal(home.json().code, 'PAGE_NOT_DELETABLE');
  });

  it('creates a menu for a chosen item whose page has none (§4) and adds the new page as its tab', async () => {
    const find = (forest: MenuItem[], path: string): MenuItem | undefined => {
      for (const item of forest) {
        if (item.path === path) return item;
        const found = find(item.children, path);
        if (found) return found;
      }
      return undefined;
    };
    const aqua = find(menus, '/header/sports/water-sports/aqua-fitness')!;
    const aquaPageId = aqua.contentId!;
    // Its menuId names its header entry: that is not a menu of its own (no tab row).
    assert.equal((await page(aquaPageId)).menuId, aqua.id);
    const banner = (title: string): Template => ({
      id: null,
      name: 'COMMON_BANNER',
      type: 'COMMON_BANNER',
      fields: [{ id: 'f1', name: 'title', type: 'H1', isMandatory: true }],
      elements: [{ id: 'e1', type: 'default', values: [{ id: 'v1', fieldId: 'f1', value: title }] }],
    });
    const create = (title: string, parentId: string, pageMenuName?: string) =>
      call('POST', '/content', {
        name: title,
        templates: [banner(title)],
        menuDto: { name: title, parentId },
        ...(pageMenuName ? { pageMenuName } : {}),
      });

    const prices = await create('Preise', aqua.id, 'Aqua-Fitness');
    assert.equal(prices.statusCode, 200, prices.body);
    const owner = await page(aquaPageId);
    assert.ok(owner.menuId, 'the page that had no menu of its own now has one');
    const pageMenu = (
      await call('GET', '/menu/getByPath?path=/page/sports/water-sports/aqua-fitness', undefined, visitor)
    ).json<MenuItem>();
    assert.equal(pageMenu.id, owner.menuId);
    assert.equal(pageMenu.name, 'Aqua-Fitness');
    assert.equal(pageMenu.contentId, aquaPageId);
    // The new page is its tab, at a route below the page's own, and shows the same tab row.
    assert.deepEqual(
      pageMenu.children.map((c) => [c.path, c.contentId]),
      [['/page/sports/water-sports/aqua-fitness/preise', prices.json<Page>().id]],
    );
    assert.equal(prices.json<Page>().menuId, pageMenu.id);

    // A second page under the same item joins that menu: no second menu is created.
    const times = await create('Zeiten', aqua.id);
    assert.equal(times.statusCode, 200, times.body);
    const again = (
      await call('GET', '/menu/getByPath?path=/page/sports/water-sports/aqua-fitness', undefined, visitor)
    ).json<MenuItem>();
    assert.equal(again.id, pageMenu.id);
    assert.deepEqual(again.children.map((c) => c.name).sort(), ['Preise', 'Zeiten']);
    const all = (await call('GET', '/menu/main', undefined, visitor)).json<MenuItem[]>();
    assert.equal(find(all, '/page')!.children.filter((c) => c.contentId === aquaPageId).length, 1);

    // An item without a page (a sub-section) keeps the plain rule: a child entry, no page menu.
    const waterSports = find(menus, '/header/sports/water-sports')!;
    const plain = await create('Wasserball', waterSports.id);
    assert.equal(plain.statusCode, 200, plain.body);
    assert.equal(plain.json<Page>().menuId, null);
    assert.equal(plain.json<Page>().menu, null);
    // A page that already has its own menu (Who we are: Board, History) gets the new tab there.
    const whoWeAre = find(menus, '/header/who-we-are')!;
    const sponsors = await create('Sponsoren', whoWeAre.id, 'Ignoriert');
    assert.equal(sponsors.statusCode, 200, sponsors.body);
    const tabs = (await call('GET', '/menu/getByPath?path=/page/who-we-are', undefined, visitor)).json<MenuItem>();
    assert.equal(tabs.name, 'Wer wir sind');
    assert.ok(tabs.children.some((c) => c.path === '/page/who-we-are/sponsoren'));
    for (const created of [prices, times, plain, sponsors])
      assert.equal((await call('DELETE', `/content/${created.json<Page>().id}`)).statusCode, 204);
  });

  it('adds, updates, deletes and searches single templates through the templates routes', async () => {
    const id = whoWeAreId();
    const before = await page(id);
    const accordion = structuredClone(before.templates.find((t) => t.type === 'ACCORDION')!);
    const added = await call('POST', '/templates', { ...accordion, id: null, contentId: id, position: 1 });
    assert.equal(added.statusCode, 200, added.body);
    const newId = added.json<Template>().id!;
    assert.notEqual(newId, accordion.id);
    assert.equal((await page(id)).templates[1]!.id, newId);
    const changed = added.json<Template>();
    valueOf(changed, 'title').value = 'Neue Frage';
    assert.equal((await call('PUT', '/templates', changed)).statusCode, 200);
    assert.equal(valueOf((await page(id)).templates[1]!, 'title').value, 'Neue Frage');
    const bad = structuredClone(changed);
    valueOf(bad, 'title').value = '';
    assert.equal((await call('PUT', '/templates', bad)).statusCode, 400);
    assert.equal((await call('DELETE', `/templates/${newId}`)).statusCode, 204);
    assert.equal((await page(id)).templates.length, before.templates.length);
    const courses = (
      await call('POST', '/templates/search', { type: 'COURSE', fields: 'NOT_EMPTY', elements: 'NOT_EMPTY' })
    ).json<Template[]>();
    assert.ok(courses.length >= 2);
    assert.ok(courses.every((t) => t.type === 'COURSE'));
  });

  it('publishes a scheduled draft once, even when two replicas poll at the same time', async () => {
    const { publishDue } = await import('./scheduled-publish.js');
    const home = await page(homeId());
    const draft = structuredClone(home);
    valueOf(
      draft.templates.find((t) => t.type === 'CARROUSEL')!,
      'title',
    ).value = 'Ab morgen online';
    const inPast = await call('PUT', `/content/${homeId()}/schedule`, { ...draft, publishAt: '2000-01-01T00:00:00Z' });
    assert.equal(inPast.statusCode, 400);
    const scheduled = await call('PUT', `/content/${homeId()}/schedule`, {
      ...draft,
      publishAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    assert.equal(scheduled.statusCode, 200, scheduled.body);
    assert.equal(await publishDue(app.db, app.log), 0, 'not due yet');
    // Time passes: the publish time is reached.
    await app.db
      .updateTable('scheduled_publications')
      .set({ publish_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const counts = await Promise.all([publishDue(app.db, app.log), publishDue(app.db, app.log)]);
    assert.equal(counts[0]! + counts[1]!, 1);
    const live = await page(homeId());
    assert.equal(
      valueOf(
        live.templates.find((t) => t.type === 'CARROUSEL')!,
        'title',
      ).value,
      'Ab morgen online',
    );
    assert.equal(live.version, home.version + 1);
    const status = (await call('GET', `/content/${homeId()}/schedule`)).json();
    assert.equal(status.status, 'published');
  });
});
