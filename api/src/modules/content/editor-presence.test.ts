import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { EditorPresence, MenuItem } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { databaseUrl } from '../../ops/ops-kit.js';
import {
  bearer,
  buildTestApp,
  contentBase,
  orgId,
  routeCaller,
  promoteToAdministrator,
  userToken,
  visitorToken,
  startReplicaPair,
} from '../../testing/test-helpers.js';

// Issue 34 item 5, "who else is here": two administrators on one page in edit mode see each
// other, one holds it and the other can take it over; presence expires without a heartbeat.
describe('who else is editing a page', () => {
  let app: FastifyInstance;
  let clock = Date.now();
  let demoId: string;
  let pageId: string;
  let anna: string;
  let jonas: string;
  let member: string;

  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: anna, lang: 'de' }));
  const presenceOf = (path = '', id = pageId) => `/content/${id}/presence${path}`;
  const presence = async (
    token: string,
    method: 'GET' | 'PUT' | 'POST' = 'PUT',
    path = '',
  ): Promise<EditorPresence> => {
    const response = await call(method, presenceOf(path), undefined, token);
    assert.equal(response.statusCode, 200, response.body);
    return response.json<EditorPresence>();
  };
  const join = (token: string) => presence(token, 'PUT');
  const look = (token: string) => presence(token, 'GET');
  const takeOver = (token: string) => presence(token, 'POST', '/take-over');
  const leave = async (token: string) =>
    assert.equal((await call('DELETE', presenceOf(), undefined, token)).statusCode, 204);
  const names = (list: EditorPresence['watching']) => list.map((person) => person.name);

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0, now: () => clock });
    demoId = await orgId(app);
    anna = await userToken(app, demoId, 'admin@demo.club');
    member = await userToken(app, demoId, 'member@demo.club');
    // A second administrator, made one through the roles page's own route.
    jonas = await promoteToAdministrator(app, demoId, anna);
    const visitor = await visitorToken(app, demoId);
    const menus = (
      await app.inject({ url: `/api/content-service/organizations/${demoId}/menu/main`, headers: bearer(visitor) })
    ).json<MenuItem[]>();
    pageId = menus.find((m) => m.path === '/home')!.contentId!;
  });
  after(() => app.close());

  it('shows both administrators to each other; the first one edits, the second watches', async () => {
    const first = await join(anna);
    assert.equal(first.isHolder, true);
    assert.equal(first.holder?.name, 'Anna Hofmann', 'the name is the user record’s');
    assert.deepEqual(first.watching, []);

    const second = await join(jonas);
    assert.equal(second.isHolder, false, 'the page is held: the second watches read-only');
    assert.equal(second.holder?.name, 'Anna Hofmann');
    assert.equal(second.holder?.since, first.holder?.since);
    assert.deepEqual(second.watching, []);

    const seen = await look(anna);
    assert.equal(seen.isHolder, true);
    assert.deepEqual(names(seen.watching), ['Jonas Berger']);
    assert.notEqual(seen.revision, first.revision);
    // A heartbeat changes nothing anyone sees.
    assert.equal((await join(anna)).revision, seen.revision);
  });

  it('answers a waiting look as soon as someone arrives or leaves (NOTIFY)', async () => {
    await leave(jonas);
    const alone = await look(anna);
    assert.deepEqual(alone.watching, []);
    const started = Date.now();
    const waiting = presence(anna, 'GET', `?after=${alone.revision}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await join(jonas);
    const changed = await waiting;
    assert.deepEqual(names(changed.watching), ['Jonas Berger']);
    assert.ok(Date.now() - started < 5_000, 'told at once, not after the 25 s wait');

    const leaving = presence(anna, 'GET', `?after=${changed.revision}`);
    await leave(jonas);
    assert.deepEqual((await leaving).watching, []);
    await join(jonas);
  });

  it('lets the second take over; the first is told by whom and watches until taking it back', async () => {
    const before = await look(anna);
    const waiting = presence(anna, 'GET', `?after=${before.revision}`);
    const taken = await takeOver(jonas);
    assert.equal(taken.isHolder, true);
    assert.equal(taken.holder?.name, 'Jonas Berger');
    assert.deepEqual(names(taken.watching), ['Anna Hofmann']);

    const told = await waiting;
    assert.equal(told.isHolder, false);
    assert.equal(told.holder?.name, 'Jonas Berger');
    assert.equal(told.takenOverBy?.name, 'Jonas Berger');
    // Her heartbeat does not take it back by itself.
    assert.equal((await join(anna)).isHolder, false);

    const back = await takeOver(anna);
    assert.equal(back.isHolder, true);
    assert.equal(back.takenOverBy, null);
    const jonasSees = await look(jonas);
    assert.equal(jonasSees.isHolder, false);
    assert.equal(jonasSees.takenOverBy?.name, 'Anna Hofmann');
  });

  it('hands a page its holder leaves to the one who watched', async () => {
    await leave(anna);
    const after = await look(jonas);
    assert.equal(after.isHolder, true);
    assert.equal(after.takenOverBy, null);
    assert.deepEqual(after.watching, []);
    await join(anna);
  });

  it('ends a presence without a heartbeat for 40 s; a page held that way is free', async () => {
    assert.equal((await look(anna)).isHolder, false, 'Jonas holds it');
    clock += 30_000;
    await join(anna);
    clock += 15_000;
    // Jonas was last seen 45 s ago, Anna 15 s ago: he is gone and she edits.
    const now = await join(anna);
    assert.deepEqual(now.watching, []);
    assert.equal(now.isHolder, true);
    assert.equal(now.holder?.name, 'Anna Hofmann');
    const back = await join(jonas);
    assert.equal(back.isHolder, false);
    assert.equal(back.takenOverBy, null, 'expiring is no take-over');
  });

  it('is for people who may edit content of the page’s club only', async () => {
    for (const [method, path] of [
      ['PUT', ''],
      ['GET', ''],
      ['POST', '/take-over'],
      ['DELETE', ''],
    ] as const) {
      assert.equal((await call(method, presenceOf(path), undefined, member)).statusCode, 403, `${method} as a member`);
    }
    const nordId = await orgId(app, 'nord');
    const nordVisitor = await visitorToken(app, nordId);
    const nordMenus = (
      await app.inject({ url: `/api/content-service/organizations/${nordId}/menu/main`, headers: bearer(nordVisitor) })
    ).json<MenuItem[]>();
    const nordPage = nordMenus.find((m) => m.contentId)!.contentId!;
    for (const [method, path] of [
      ['PUT', ''],
      ['GET', ''],
      ['POST', '/take-over'],
      ['DELETE', ''],
    ] as const) {
      const response = await call(method, presenceOf(path, nordPage), undefined, anna);
      assert.equal(response.statusCode, 404, `${method} on another club's page: ${response.body}`);
    }
    // The other club's route itself is tenancy's.
    const inNord = routeCaller(() => ({ app, base: contentBase(nordId), token: anna, lang: 'de' }));
    assert.equal((await inNord('PUT', presenceOf('', nordPage))).statusCode, 403);
  });
});

if (databaseUrl) {
  describe('presence across two replicas on one PostgreSQL', () => {
    let replicaA: FastifyInstance;
    let replicaB: FastifyInstance;
    let demoId: string;
    let pageId: string;
    let anna: string;
    let jonas: string;

    before(async () => {
      ({ a: replicaA, b: replicaB } = await startReplicaPair({ scheduledPublishMs: 0 }));
      demoId = await orgId(replicaA);
      anna = await userToken(replicaA, demoId, 'admin@demo.club');
      // Another administrator: the coach, made one through the roles page's own route.
      jonas = await promoteToAdministrator(replicaA, demoId, anna);
      const visitor = await visitorToken(replicaA, demoId);
      const menus = (
        await replicaA.inject({
          url: `/api/content-service/organizations/${demoId}/menu/main`,
          headers: bearer(visitor),
        })
      ).json<MenuItem[]>();
      pageId = menus.find((m) => m.path === '/home')!.contentId!;
    });
    after(async () => {
      await replicaB?.close();
      await replicaA?.close();
    });

    const call = routeCaller(() => ({ app: replicaA, base: contentBase(demoId), token: anna, lang: 'de' }));
    const on = async (replica: FastifyInstance, method: 'GET' | 'PUT' | 'POST', token: string, path = '') => {
      const response = await call.on(replica)(method, `/content/${pageId}/presence${path}`, undefined, token);
      assert.equal(response.statusCode, 200, response.body);
      return response.json<EditorPresence>();
    };

    it('tells an editor waiting on replica A of a take-over on replica B at once', async () => {
      const mine = await on(replicaA, 'PUT', anna);
      assert.equal(mine.isHolder, true);
      const started = Date.now();
      const waiting = on(replicaA, 'GET', anna, `?after=${mine.revision}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await on(replicaB, 'POST', jonas, '/take-over');
      const told = await waiting;
      assert.equal(told.takenOverBy?.name, 'Jonas Berger');
      assert.equal(told.isHolder, false);
      assert.ok(Date.now() - started < 5_000, 'by NOTIFY, not after the 25 s wait');
    });
  });
}
