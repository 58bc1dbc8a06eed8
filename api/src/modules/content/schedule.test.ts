import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { blockOf, contentBase, fieldValue, openContentApp, routeCaller } from '../../testing/test-helpers.js';
import { publishDue } from './scheduled-publish.js';

type Page = ContentPage & { version: number };

// Schedules you can see (issue 25, item 2): who scheduled what for when, cancel, move, and a
// failed schedule published with one click.
describe('scheduled publishing an editor can see and steer', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  let homeId: string;
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'de' }));
  const page = async (): Promise<Page> => (await call('GET', `/content/${homeId}`, undefined, visitor)).json();
  const title = (content: Page) => fieldValue(blockOf(content, 'CARROUSEL'), 'title');
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  const schedule = async (text: string) => {
    const draft = structuredClone(await page());
    title(draft).value = text;
    const response = await call('PUT', `/content/${homeId}/schedule`, { ...draft, publishAt: inAnHour() });
    assert.equal(response.statusCode, 200, response.body);
    return draft;
  };
  const makeDue = () =>
    app.db
      .updateTable('scheduled_publications')
      .set({ publish_at: new Date(Date.now() - 1000).toISOString() })
      .where('status', '=', 'pending')
      .execute();

  before(async () => {
    let menus: MenuItem[];
    ({ app, demoId, admin, visitor, menus } = await openContentApp());
    homeId = menus.find((m) => m.path === '/home')!.contentId!;
  });
  after(() => app.close());

  it('shows the pending schedule with its author, moves it and cancels it', async () => {
    await schedule('Später online');
    const pending = (await call('GET', `/content/${homeId}/schedule`)).json();
    assert.equal(pending.status, 'pending');
    assert.ok(pending.author, 'who scheduled it');

    const later = new Date(Date.now() + 7_200_000).toISOString();
    const moved = await call('PATCH', `/content/${homeId}/schedule`, { publishAt: later });
    assert.equal(moved.statusCode, 200, moved.body);
    assert.equal(Date.parse(moved.json().publishAt), Date.parse(later));
    const past = await call('PATCH', `/content/${homeId}/schedule`, { publishAt: '2000-01-01T00:00:00Z' });
    assert.equal(past.statusCode, 400);

    assert.equal((await call('DELETE', `/content/${homeId}/schedule`)).statusCode, 204);
    await makeDue();
    assert.equal(await publishDue(app.db, app.log), 0, 'a cancelled schedule never publishes');
    assert.notEqual(title(await page()).value, 'Später online');
    const again = await call('DELETE', `/content/${homeId}/schedule`);
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().code, 'NO_PENDING_SCHEDULE');
  });

  it('shows a failed schedule with its reason and publishes it now with one call', async () => {
    await schedule('Geplante Fassung');
    // Someone saves the page after the schedule was made.
    const current = await page();
    title(current).value = 'Zwischendurch gespeichert';
    assert.equal((await call('PUT', '/content', current)).statusCode, 200);
    await makeDue();
    assert.equal(await publishDue(app.db, app.log), 0);
    const failed = (await call('GET', `/content/${homeId}/schedule`)).json();
    assert.equal(failed.status, 'failed');
    assert.equal(failed.errorCode, 'CONTENT_CONFLICT');
    assert.match(failed.error, /saved by/);

    const published = await call('POST', `/content/${homeId}/schedule/publish`);
    assert.equal(published.statusCode, 200, published.body);
    assert.equal(title(await page()).value, 'Geplante Fassung');
    assert.equal((await call('GET', `/content/${homeId}/schedule`)).json().status, 'published');
    assert.equal((await call('POST', `/content/${homeId}/schedule/publish`)).statusCode, 404);
  });

  // Issue 34 defect 3: cancelling used to throw the scheduled edits away without a trace.
  it('keeps the cancelled version as the editor’s draft, to edit again and save', async () => {
    await schedule('Geplant, dann abgebrochen');
    assert.equal((await call('DELETE', `/content/${homeId}/schedule`)).statusCode, 204);
    const kept = await call('GET', `/content/${homeId}/draft`);
    assert.equal(kept.statusCode, 200, kept.body);
    const draft = kept.json<Page>();
    assert.equal(title(draft).value, 'Geplant, dann abgebrochen');
    assert.equal((await call('GET', `/content/${homeId}/draft`, undefined, visitor)).statusCode, 403);
    assert.notEqual(title(await page()).value, 'Geplant, dann abgebrochen', 'nothing went online');

    title(draft).value = 'Nachgebessert und gespeichert';
    const saved = await call('PUT', '/content', { ...draft, id: homeId });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(title(await page()).value, 'Nachgebessert und gespeichert');
    assert.equal((await call('GET', `/content/${homeId}/draft`)).json(), null, 'saving used the draft up');
  });

  it('refuses visitors every schedule route', async () => {
    for (const [method, path] of [
      ['GET', `/content/${homeId}/schedule`],
      ['PATCH', `/content/${homeId}/schedule`],
      ['DELETE', `/content/${homeId}/schedule`],
      ['POST', `/content/${homeId}/schedule/publish`],
    ] as const) {
      const payload = method === 'PATCH' ? { publishAt: inAnHour() } : undefined;
      assert.equal((await call(method, path, payload, visitor)).statusCode, 403, `${method} ${path}`);
    }
  });
});
