import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { contracts } from '../../lib/contracts.js';
import { buildTestApp, orgId, userToken, visitorToken, contentBase, routeCaller } from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// A picture needs an alt text or the decorative mark (issue 34, item 7; BFSG): the API refuses a
// page save without either, in the request's language. Heading and link hints never refuse.
describe('picture alt texts on page save', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  let menus: MenuItem[];
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'de' }));
  const page = async (id: string, lang = 'de'): Promise<Page> =>
    (await call('GET', `/content/${id}`, undefined, admin, lang)).json();
  const save = (content: Page, lang = 'de') => call('PUT', '/content', content, admin, lang);
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
  const contentOf = (path: string) => flat(menus).find((m) => m.path === path)!.contentId!;
  const ofType = (content: Page, type: string) => content.templates.find((t) => t.type === type)!;
  const altOf = (template: Template, element = 0) => {
    const field = template.fields.find((f) => f.name === 'pictureAlt')!;
    return template.elements[element]!.values.find((v) => v.fieldId === field.id)!;
  };

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
    menus = (await call('GET', '/menu/main', undefined, visitor)).json();
  });
  after(() => app.close());

  it('has an alt text or the decorative mark on every picture of the demo pages', async () => {
    const ids = [...new Set(flat(menus).flatMap((m) => (m.contentId ? [m.contentId] : [])))];
    assert.ok(ids.length > 5, 'the demo has pages');
    for (const lang of ['de', 'en']) {
      for (const id of ids) {
        const content = await page(id, lang);
        for (const template of content.templates)
          for (const element of template.elements)
            assert.deepEqual(contracts.missingAltFields(template, element), [], `${content.name} ${template.type}`);
      }
    }
    const home = await page(contentOf('/home'));
    assert.equal((await save(home)).statusCode, 200, 'the demo home page saves unchanged');
  });

  it('refuses a sponsor logo without alt text, in German and in English', async () => {
    const home = await page(contentOf('/home'));
    altOf(ofType(home, 'MARQUESINA')).value = '';
    const german = await save(home, 'de');
    assert.equal(german.statusCode, 400, german.body);
    const body = german.json();
    assert.equal(body.code, 'VALIDATION_ERROR');
    assert.ok(body.title);
    assert.match(body.message, /Alternativtext/);
    assert.match(body.message, /dekorativ/);
    const english = await save(home, 'en');
    assert.equal(english.statusCode, 400);
    assert.match(english.json().message, /alt text.*decorative/);
    assert.notEqual(altOf(ofType(await page(home.id!), 'MARQUESINA')).value, '', 'nothing was stored');
  });

  it('refuses a picture whose alt value is left out of the request', async () => {
    const home = await page(contentOf('/home'));
    const sponsors = ofType(home, 'MARQUESINA');
    const altField = sponsors.fields.find((f) => f.name === 'pictureAlt')!.id;
    sponsors.elements[0]!.values = sponsors.elements[0]!.values.filter((v) => v.fieldId !== altField);
    assert.equal((await save(home)).statusCode, 400);
  });

  it('saves a picture marked decorative, and one with a new alt text', async () => {
    let home = await page(contentOf('/home'));
    altOf(ofType(home, 'MARQUESINA')).value = contracts.decorativeAlt;
    altOf(ofType(home, 'MARQUESINA'), 1).value = 'Logo der Bäckerei Huber';
    const saved = await save(home);
    assert.equal(saved.statusCode, 200, saved.body);
    home = await page(home.id!);
    assert.equal(altOf(ofType(home, 'MARQUESINA')).value, contracts.decorativeAlt);
    assert.equal(altOf(ofType(home, 'MARQUESINA'), 1).value, 'Logo der Bäckerei Huber');
  });

  it('saves skipped heading levels and a "hier" link: those are hints, not errors', async () => {
    const about = await page(contentOf('/header/who-we-are'));
    const textArea = ofType(about, 'TEXT_AREA');
    textArea.elements[0]!.values[0]!.value = '<h2>Verein</h2><h4>Vorstand</h4><p><a href="/contact-us">hier</a></p>';
    assert.deepEqual(
      contracts.accessibilityHints(about.templates).map((hint) => hint.kind),
      ['headingSkipped', 'vagueLink'],
    );
    const saved = await save(about);
    assert.equal(saved.statusCode, 200, saved.body);
  });
});
