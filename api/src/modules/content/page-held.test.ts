import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, RevisionSummary } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import {
  buildTestApp,
  contentBase,
  orgId,
  routeCaller,
  userToken,
  visitorToken,
  promoteToAdministrator,
} from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// Issue 34, "a take-over like Payload's document lock": while one administrator holds a page in
// edit mode, a save or restore by another is refused with 409 PAGE_HELD naming the holder, until
// they take it over; the holder's own saves, and saves once the holder left or went silent, pass.
describe('a page held in edit mode is saved only by its holder', () => {
  let app: FastifyInstance;
  let clock = Date.parse('2026-11-28T09:42:00Z');
  let demoId: string;
  let anna: string;
  let jonas: string;
  let pageId: string;
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: anna, lang: 'de' }));
  const presence = (method: 'PUT' | 'POST' | 'DELETE', token: string, path = '') =>
    call(method, `/content/${pageId}/presence${path}`, undefined, token);
  const latest = async (): Promise<Page> => (await call('GET', `/content/${pageId}`)).json();
  /** The page saved with a new title of its banner, from the latest version. */
  const save = async (token: string, title: string, lang = 'de') => {
    const page = await latest();
    const banner = page.templates.find((t) => t.type === 'COMMON_BANNER')!;
    banner.elements[0]!.values.find((v) => v.field?.name === 'title')!.value = title;
    return call(
      'PUT',
      '/content',
      { id: page.id, name: page.name, templates: page.templates, version: page.version },
      token,
      lang,
    );
  };
  const bannerTitle = async () =>
    (await latest()).templates
      .find((t) => t.type === 'COMMON_BANNER')!
      .elements[0]!.values.find((v) => v.field?.name === 'title')!.value;

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0, now: () => clock });
    demoId = await orgId(app);
    anna = await userToken(app, demoId, 'admin@demo.club');
    // A second administrator, made one through the roles page's own route.
    jonas = await promoteToAdministrator(app, demoId, anna);
    const visitor = await visitorToken(app, demoId);
    const menus = (await call('GET', '/menu/main', undefined, visitor)).json<MenuItem[]>();
    const handball = menus
      .flatMap(function all(item: MenuItem): MenuItem[] {
        return [item, ...item.children.flatMap(all)];
      })
      .find((m) => m.path.endsWith('/handball'));
    pageId = handball!.contentId!;
  });
  after(() => app.close());

  it('refuses a save by someone watching, in their language, naming who holds the page', async () => {
    assert.equal((await presence('PUT', anna)).statusCode, 200, 'Anna arrives first and holds the page');
    clock += 10_000;
    assert.equal((await presence('PUT', jonas)).statusCode, 200, 'Jonas watches');
    const before = await latest();

    const refused = await save(jonas, 'Handball mit Jonas');
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'PAGE_HELD');
    assert.equal(
      refused.json().message,
      'Anna Hofmann bearbeitet diese Seite gerade (seit 10:42 Uhr). Speichern kann nur, wer die Seite bearbeitet: Übernimm zuerst die Bearbeitung.',
    );
    assert.equal(refused.json().title, 'Seite in Bearbeitung');
    const english = await save(jonas, 'Handball with Jonas', 'en');
    assert.equal(
      english.json().message,
      'Anna Hofmann is editing this page right now (since 10:42). Only the person editing it can save: take over editing first.',
    );
    assert.equal((await latest()).version, before.version, 'nothing was saved');

    // The holder saves as before.
    const saved = await save(anna, 'Handball mit Anna');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(await bannerTitle(), 'Handball mit Anna');
  });

  it('refuses a restore by someone watching as well', async () => {
    const revisions = (await call('GET', `/content/${pageId}/revisions`)).json<RevisionSummary[]>();
    const older = revisions[revisions.length - 1]!;
    const page = await latest();
    const refused = await call(
      'POST',
      `/content/${pageId}/revisions/${older.id}/restore`,
      { version: page.version },
      jonas,
    );
    assert.equal(refused.statusCode, 409, refused.body);
    assert.equal(refused.json().code, 'PAGE_HELD');
    assert.equal(await bannerTitle(), 'Handball mit Anna');
  });

  it('lets the one who took the page over save; the one taken over from is refused now', async () => {
    assert.equal((await presence('POST', jonas, '/take-over')).statusCode, 200);
    const saved = await save(jonas, 'Handball mit Jonas');
    assert.equal(saved.statusCode, 200, saved.body);
    const refused = await save(anna, 'Handball mit Anna, nochmal');
    assert.equal(refused.statusCode, 409);
    assert.match(refused.json().message, /^Jonas .+ bearbeitet diese Seite gerade \(seit 10:42 Uhr\)/);
  });

  it('lets anyone save once the holder left, or went silent for 40 s (a closed tab without a leave)', async () => {
    assert.equal((await presence('DELETE', jonas)).statusCode, 204, 'the leave a closed tab sends (pagehide)');
    // Anna is the only one left: the page is hers again, and she saves.
    assert.equal((await save(anna, 'Handball nach dem Gehen')).statusCode, 200);

    assert.equal((await presence('PUT', jonas)).statusCode, 200, 'Jonas is back and watches Anna');
    assert.equal((await save(jonas, 'Noch nicht')).statusCode, 409);
    // Anna's tab is gone without a word: 41 s without a heartbeat and her hold is over.
    clock += 41_000;
    const saved = await save(jonas, 'Handball nach der Stille');
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(await bannerTitle(), 'Handball nach der Stille');
  });
});
