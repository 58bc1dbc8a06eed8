import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { contracts } from '../../lib/contracts.js';
import {
  blockOf,
  contentAt,
  contentBase,
  fieldValue,
  flatMenu,
  openContentApp,
  routeCaller,
} from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// A picture needs an alt text or the decorative mark (issue 34, item 7; BFSG): the API refuses a
// page save without either, in the request's language. Heading and link hints never refuse.
describe('picture alt texts on page save', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let menus: MenuItem[];
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'de' }));
  const page = async (id: string, lang = 'de'): Promise<Page> =>
    (await call('GET', `/content/${id}`, undefined, admin, lang)).json();
  const save = (content: Page, lang = 'de') => call('PUT', '/content', content, admin, lang);
  const altOf = (template: Template, element = 0) => fieldValue(template, 'pictureAlt', element);

  before(async () => {
    ({ app, demoId, admin, menus } = await openContentApp());
  });
  after(() => app.close());

  it('has an alt text or the decorative mark on every picture of the demo pages', async () => {
    const ids = [...new Set(flatMenu(menus).flatMap((m) => (m.contentId ? [m.contentId] : [])))];
    assert.ok(ids.length > 5, 'the demo has pages');
    for (const lang of ['de', 'en']) {
      for (const id of ids) {
        const content = await page(id, lang);
        for (const template of content.templates)
          for (const element of template.elements)
            assert.deepEqual(contracts.missingAltFields(template, element), [], `${content.name} ${template.type}`);
      }
    }
    const home = await page(contentAt(menus, '/home'));
    assert.equal((await save(home)).statusCode, 200, 'the demo home page saves unchanged');
  });

  it('refuses a sponsor logo without alt text, in German and in English', async () => {
    const home = await page(contentAt(menus, '/home'));
    altOf(blockOf(home, 'MARQUESINA')).value = '';
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
    assert.notEqual(altOf(blockOf(await page(home.id!), 'MARQUESINA')).value, '', 'nothing was stored');
  });

  it('refuses a picture whose alt value is left out of the request', async () => {
    const home = await page(contentAt(menus, '/home'));
    const sponsors = blockOf(home, 'MARQUESINA');
    const altField = sponsors.fields.find((f) => f.name === 'pictureAlt')!.id;
    sponsors.elements[0]!.values = sponsors.elements[0]!.values.filter((v) => v.fieldId !== altField);
    assert.equal((await save(home)).statusCode, 400);
  });

  it('saves a picture marked decorative, and one with a new alt text', async () => {
    let home = await page(contentAt(menus, '/home'));
    altOf(blockOf(home, 'MARQUESINA')).value = contracts.decorativeAlt;
    altOf(blockOf(home, 'MARQUESINA'), 1).value = 'Logo der Bäckerei Huber';
    const saved = await save(home);
    assert.equal(saved.statusCode, 200, saved.body);
    home = await page(home.id!);
    assert.equal(altOf(blockOf(home, 'MARQUESINA')).value, contracts.decorativeAlt);
    assert.equal(altOf(blockOf(home, 'MARQUESINA'), 1).value, 'Logo der Bäckerei Huber');
  });

  it('saves skipped heading levels and a "hier" link: those are hints, not errors', async () => {
    const about = await page(contentAt(menus, '/header/who-we-are'));
    const textArea = blockOf(about, 'TEXT_AREA');
    textArea.elements[0]!.values[0]!.value = '<h2>Verein</h2><h4>Vorstand</h4><p><a href="/contact-us">hier</a></p>';
    assert.deepEqual(
      contracts.accessibilityHints(about.templates).map((hint) => hint.kind),
      ['headingSkipped', 'vagueLink'],
    );
    const saved = await save(about);
    assert.equal(saved.statusCode, 200, saved.body);
  });
});
