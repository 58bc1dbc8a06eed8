import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { Category } from '@club/shared/contracts/schemas';
import { bearer, buildTestApp, userToken, visitorToken } from '../../testing/test-helpers.js';
import { calendarContext } from '../../testing/calendar-support.js';

// Issue 34, defect 9: the editor adds a sport category for a new sport, named in German and
// English; the server trims and checks both names and answers in the reader's language.
describe('a sport category named in German and English', () => {
  let app: FastifyInstance;
  let ctx: Awaited<ReturnType<typeof calendarContext>>;
  let admin: string;
  let member: string;
  let visitor: string;
  before(async () => {
    app = await buildTestApp();
    ctx = await calendarContext(app);
    admin = await userToken(app, ctx.demoId, 'admin@demo.club');
    member = await userToken(app, ctx.demoId, 'member@demo.club');
    visitor = await visitorToken(app, ctx.demoId);
  });
  after(() => app.close());

  const create = (token: string, payload: object, language = 'de') =>
    app.inject({
      method: 'POST',
      url: ctx.api('/category'),
      headers: { ...bearer(token), 'accept-language': language },
      payload,
    });
  const names = async (language: string) =>
    (await app.inject({ url: ctx.api('/category'), headers: { ...bearer(visitor), 'accept-language': language } }))
      .json<Category[]>()
      .map((c) => c.name);

  it('stores both names trimmed and lists each reader the name of their language', async () => {
    const created = await create(admin, { name: '  Klettern ', nameEn: ' Climbing  ' });
    assert.equal(created.statusCode, 201);
    assert.equal(created.json<Category>().name, 'Klettern');
    assert.ok((await names('de')).includes('Klettern'));
    const english = await names('en');
    assert.ok(english.includes('Climbing'));
    assert.ok(!english.includes('Klettern'));
    // Without an English name the German one is shown in English too.
    assert.ok(english.includes('Ballsport'));
  });

  it('refuses a blank or too long name in the caller’s language, and a taken English name', async () => {
    const blank = await create(admin, { name: '   ', nameEn: 'Rowing' });
    assert.equal(blank.statusCode, 400);
    assert.match(blank.json<{ message: string }>().message, /[a-zäöü]/i);
    assert.equal((await create(admin, { name: 'Rudern', nameEn: '  ' }, 'en')).statusCode, 400);
    assert.equal((await create(admin, { name: 'R'.repeat(61) })).statusCode, 400);
    const taken = await create(admin, { name: 'Bergsteigen', nameEn: 'Climbing' });
    assert.equal(taken.statusCode, 409);
    assert.equal(taken.json<{ message: string }>().message, 'Dieser Name ist in diesem Verein schon vergeben.');
    assert.ok(!(await names('de')).includes('Bergsteigen'));
  });

  it('lets only those who may write content or the calendar add one', async () => {
    assert.equal((await create(member, { name: 'Schach', nameEn: 'Chess' })).statusCode, 403);
    assert.equal((await create(visitor, { name: 'Schach', nameEn: 'Chess' })).statusCode, 403);
    assert.ok(!(await names('de')).includes('Schach'));
  });
});
