import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import {
  bearer,
  blockOf,
  contentBase,
  fieldValue,
  openContentApp,
  orgId,
  routeCaller,
  userToken,
} from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// Nothing lost (issue 25, item 8): an editor's unsaved page is kept per page and editor.
describe('autosaved drafts', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  let homeId: string;
  const url = (path: string) => `/api/content-service/organizations/${demoId}${path}`;
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'de' }));
  const page = async (): Promise<Page> => (await call('GET', `/content/${homeId}`, undefined, visitor)).json();
  const title = (content: Page) => fieldValue(blockOf(content, 'CARROUSEL'), 'title');

  before(async () => {
    let menus: MenuItem[];
    ({ app, demoId, admin, visitor, menus } = await openContentApp());
    homeId = menus.find((m) => m.path === '/home')!.contentId!;
  });
  after(() => app.close());

  it('keeps the draft for its editor only, never for visitors, and drops it on save', async () => {
    const draft = await page();
    // Work in progress may still be invalid: it is kept as typed.
    title(draft).value = '';
    const kept = await call('PUT', `/content/${homeId}/draft`, {
      name: draft.name,
      templates: draft.templates,
      version: draft.version,
    });
    assert.equal(kept.statusCode, 200, kept.body);
    const back = (await call('GET', `/content/${homeId}/draft`)).json();
    assert.equal(title(back).value, '');
    assert.equal(back.version, draft.version);
    assert.notEqual(title(await page()).value, '', 'visitors still see the published page');

    const nordAdmin = await userToken(app, await orgId(app, 'nord'), 'admin@nord.club');
    assert.equal((await call('GET', `/content/${homeId}/draft`, undefined, nordAdmin)).statusCode, 403);
    assert.equal((await call('GET', `/content/${homeId}/draft`, undefined, visitor)).statusCode, 403);
    // Another editor's draft of the same page is theirs alone.
    const member = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'member@demo.club')
      .executeTakeFirstOrThrow();
    await app.db.updateTable('content_drafts').set({ user_id: member.id }).where('content_id', '=', homeId).execute();
    assert.equal((await call('GET', `/content/${homeId}/draft`)).json(), null);
    await app.db.deleteFrom('content_drafts').execute();

    title(draft).value = 'Fast fertig';
    await call('PUT', `/content/${homeId}/draft`, {
      name: draft.name,
      templates: draft.templates,
      version: draft.version,
    });
    const saved = await call('PUT', '/content', draft);
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal((await call('GET', `/content/${homeId}/draft`)).json(), null, 'saving drops the draft');

    await call('PUT', `/content/${homeId}/draft`, { name: draft.name, templates: draft.templates, version: 2 });
    assert.equal((await call('DELETE', `/content/${homeId}/draft`)).statusCode, 204);
    assert.equal((await call('GET', `/content/${homeId}/draft`)).json(), null);
  });

  it('keeps the footer and the social media row like a page, and drops them when saved', async () => {
    const menus: MenuItem[] = (await call('GET', '/menu/main', undefined, visitor)).json();
    for (const path of ['/footer', '/social-media']) {
      const id = menus.find((m) => m.path === path)!.contentId!;
      const copy: Page = (await call('GET', `/content/${id}`, undefined, visitor)).json();
      const edited = structuredClone(copy);
      const value = edited.templates[0]!.elements[0]!.values.find((v) => v.value)!;
      value.value = `${value.value} (Entwurf)`;
      const kept = await call('PUT', `/content/${id}/draft`, {
        name: edited.name,
        templates: edited.templates,
        version: edited.version,
      });
      assert.equal(kept.statusCode, 200, `${path}: ${kept.body}`);
      const back = (await call('GET', `/content/${id}/draft`)).json();
      assert.equal(
        back.templates[0].elements[0].values.find((v: { id: string }) => v.id === value.id).value,
        value.value,
      );
      const visible: Page = (await call('GET', `/content/${id}`, undefined, visitor)).json();
      assert.deepEqual(visible.templates, copy.templates, `${path}: visitors see the published copy`);
      const saved = await call('PUT', '/content', copy);
      assert.equal(saved.statusCode, 200, `${path}: ${saved.body}`);
      assert.equal((await call('GET', `/content/${id}/draft`)).json(), null, `${path}: saving drops it`);
    }
  });

  it('names the blocks whose texts exist in one language only', async () => {
    const before = (await call('GET', `/content/${homeId}/untranslated`)).json();
    const draft = await page();
    title(draft).value = 'Nur auf Deutsch';
    const saved = await app.inject({
      method: 'PUT',
      url: url('/content'),
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: draft,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    // German saves write German only; the English title is still the old one: both exist.
    const carousel = draft.templates.find((t) => t.type === 'CARROUSEL')!;
    assert.deepEqual((await call('GET', `/content/${homeId}/untranslated`)).json(), before);
    await app.db
      .updateTable('templates')
      .set({
        elements: JSON.stringify(
          (
            await app.db
              .selectFrom('templates')
              .select('elements')
              .where('id', '=', carousel.id!)
              .executeTakeFirstOrThrow()
          ).elements.map((e) => ({ ...e, values: e.values.map((v) => ({ ...v, value: { ...v.value, en: '' } })) })),
        ),
      })
      .where('id', '=', carousel.id!)
      .execute();
    const after = (await call('GET', `/content/${homeId}/untranslated`)).json();
    assert.ok(after.en.includes(carousel.id), 'the carousel lacks English');
    assert.ok(!after.de.includes(carousel.id));
    assert.equal((await call('GET', `/content/${homeId}/untranslated`, undefined, visitor)).statusCode, 403);
  });
  it('a recovered and saved draft keeps the course of the page’s timetable block', async () => {
    const menus: MenuItem[] = (await call('GET', '/menu/main', undefined, visitor)).json();
    const flat = (items: MenuItem[]): MenuItem[] =>
      items.flatMap((m) => [m, ...flat((m.children ?? []) as MenuItem[])]);
    const yogaId = flat(menus).find((m) => m.path.endsWith('/yoga'))!.contentId!;
    const yoga: Page = (await call('GET', `/content/${yogaId}`, undefined, visitor)).json();
    const block = () => yoga.templates.find((t) => t.type === 'TRAINING_SCHEDULE')!;
    const course = block().metadata?.eventsGroupId;
    assert.ok(course, 'the demo Yoga page names its course');

    const kept = await call('PUT', `/content/${yogaId}/draft`, {
      name: yoga.name,
      templates: yoga.templates,
      version: yoga.version,
    });
    assert.equal(kept.statusCode, 200, kept.body);
    const draft = (await call('GET', `/content/${yogaId}/draft`)).json();

    const recovered = { ...yoga, name: draft.name, templates: draft.templates, version: draft.version };
    const saved = await call('PUT', '/content', recovered);
    assert.equal(saved.statusCode, 200, saved.body);
    const after: Page = (await call('GET', `/content/${yogaId}`, undefined, visitor)).json();
    const metadata = after.templates.find((t) => t.type === 'TRAINING_SCHEDULE')?.metadata;
    assert.equal(metadata?.eventsGroupId, course);
    // No id is "" (the timetable block would take it for a chosen, empty category).
    assert.ok(metadata?.categoryId !== '', 'the category is a known id or none');
    assert.notEqual(draft.templates.find((t: Template) => t.type === 'TRAINING_SCHEDULE').metadata.categoryId, '');
    const categories: Array<{ eventsGroups: Array<{ id: string }> }> = (
      await app.inject({
        method: 'GET',
        url: `/api/calendar-service/organizations/${demoId}/category`,
        headers: bearer(visitor),
      })
    ).json();
    assert.ok(
      categories.some((c) => c.eventsGroups.some((g) => g.id === course)),
      'the course is still listed on the timetable',
    );
  });
});
