import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ContentPage, MenuItem, Template } from '@club/shared/contracts';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, orgId, userToken, visitorToken, contentBase, routeCaller } from '../../testing/test-helpers.js';

type Page = ContentPage & { version: number };

// The server judges a save by its own template catalogue and §4's deletion rules, whatever the
// request says about its fields (issue 25, item 1).
describe('content saves judged by the catalogue', () => {
  let app: FastifyInstance;
  let demoId: string;
  let admin: string;
  let visitor: string;
  let menus: MenuItem[];
  const call = routeCaller(() => ({ app, base: contentBase(demoId), token: admin, lang: 'en' }));
  const page = async (id: string, lang = 'en'): Promise<Page> =>
    (await call('GET', `/content/${id}`, undefined, visitor, lang)).json();
  const save = (content: Page, lang = 'en') => call('PUT', '/content', content, admin, lang);
  const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flat(m.children)]);
  const contentOf = (path: string) => flat(menus).find((m) => m.path === path)!.contentId!;
  const ofType = (content: Page, type: string) => content.templates.find((t) => t.type === type)!;
  const fieldOf = (template: Template, name: string) => template.fields.find((f) => f.name === name)!;
  const valueOf = (template: Template, name: string, element = 0) =>
    template.elements[element]!.values.find((v) => v.fieldId === fieldOf(template, name).id)!;
  const refused = async (content: Page, code: string, lang = 'en') => {
    const response = await save(content, lang);
    assert.equal(response.statusCode, 400, response.body);
    const body = response.json();
    assert.equal(body.code, code, response.body);
    assert.ok(body.title, 'error shape has a title');
    return body.message as string;
  };

  before(async () => {
    app = await buildTestApp({ scheduledPublishMs: 0 });
    demoId = await orgId(app);
    admin = await userToken(app, demoId, 'admin@demo.club');
    visitor = await visitorToken(app, demoId);
    menus = (await call('GET', '/menu/main', undefined, visitor)).json();
  });
  after(() => app.close());

  it('refuses a title (H1) redeclared as LONG_TEXT to carry 5,000 characters', async () => {
    const home = await page(contentOf('/home'));
    const carousel = ofType(home, 'CARROUSEL');
    fieldOf(carousel, 'title').type = 'LONG_TEXT';
    valueOf(carousel, 'title').value = 'x'.repeat(5000);
    const message = await refused(home, 'TEMPLATE_FIELD_CHANGED');
    assert.match(message, /'title'.*H1.*not LONG_TEXT/);
    assert.notEqual(valueOf(ofType(await page(home.id!), 'CARROUSEL'), 'title').value.length, 5000);
  });

  it('refuses isMandatory:false on an empty title', async () => {
    const home = await page(contentOf('/home'));
    const banner = ofType(home, 'GREY_BANNER');
    fieldOf(banner, 'title').isMandatory = false;
    valueOf(banner, 'title').value = '';
    const message = await refused(home, 'TEMPLATE_FIELD_MANDATORY');
    assert.match(message, /'title'.*mandatory/);
  });

  it('refuses rich text redeclared as LONG_TEXT carrying <img onerror>', async () => {
    const about = await page(contentOf('/header/who-we-are'));
    const textArea = ofType(about, 'TEXT_AREA');
    fieldOf(textArea, 'text').type = 'LONG_TEXT';
    valueOf(textArea, 'text').value = '<img src=x onerror="alert(1)">';
    await refused(about, 'TEMPLATE_FIELD_CHANGED');
    const stored = valueOf(ofType(await page(about.id!), 'TEXT_AREA'), 'text').value;
    assert.doesNotMatch(stored, /onerror/);
  });

  it('refuses a javascript: address as a picture, in the caller’s language', async () => {
    const home = await page(contentOf('/home'), 'de');
    valueOf(ofType(home, 'CARROUSEL'), 'picture').value = 'javascript:alert(1)';
    const message = await refused(home, 'VALIDATION_ERROR', 'de');
    assert.match(message, /Startseiten-Karussell \(Baustein \d\), Feld „Bild“: Ungültige URL/);
    const english = await page(contentOf('/home'));
    valueOf(ofType(english, 'PARALLAX'), 'picture').value = 'data:image/svg+xml,<svg onload=alert(1)>';
    assert.match(await refused(english, 'VALIDATION_ERROR'), /Parallax \(block \d\), field “Picture”: Invalid URL\./);
  });

  it('refuses a footer column whose link breaks the URL rule', async () => {
    const footer = await page(contentOf('/footer'));
    const template = ofType(footer, 'FOOTER');
    const column = template.elements.findIndex((e) => e.type === 'column');
    valueOf(template, 'text', column).value = 'Kontakt|/contact-us;Böse|javascript:alert(1)';
    assert.match(await refused(footer, 'VALIDATION_ERROR'), /field “Text”: Invalid URL\./);
  });

  // Issue 34 defect 4: 'Hoppla: place: This field is mandatory' in the German editor.
  it('asks for the course’s place by the name the editor shows, in the caller’s language', async () => {
    const coursePage = contentOf('/header/courses/health/back-fitness');
    for (const [lang, expected] of [
      ['de', /^Kurs \(Baustein \d\), Feld „Ort“: Dieses Feld ist ein Pflichtfeld$/],
      ['en', /^Course \(block \d\), field “Location”: This field is mandatory$/],
    ] as const) {
      const content = await page(coursePage, lang);
      const course = ofType(content, 'COURSE');
      assert.equal(fieldOf(course, 'location').isMandatory, true, 'the editor marks it mandatory');
      valueOf(course, 'location').value = ' ';
      assert.match(await refused(content, 'VALIDATION_ERROR', lang), expected);
    }
    // The timetable's own limit on a place speaks the same way.
    const content = await page(coursePage, 'de');
    valueOf(ofType(content, 'COURSE'), 'location').value = 'Halle '.repeat(25);
    assert.match(
      await refused(content, 'VALIDATION_ERROR', 'de'),
      /^Kurs, Feld „Ort“: Der Ort darf höchstens 120 Zeichen haben\.$/,
    );
  });

  it('refuses values that name no field of their template', async () => {
    const home = await page(contentOf('/home'));
    ofType(home, 'GREY_BANNER').elements[0]!.values.push({ id: 'v-x', fieldId: 'not-a-field', value: 'x' });
    await refused(home, 'TEMPLATE_ELEMENT_UNKNOWN');
  });

  it('keeps the first block, the home news and the footer', async () => {
    const home = await page(contentOf('/home'));
    assert.equal(home.templates[0]!.type, 'CARROUSEL');
    assert.match(
      await refused({ ...home, templates: home.templates.slice(1) }, 'FIRST_TEMPLATE_REQUIRED'),
      /first block/,
    );
    const withoutNews = { ...home, templates: home.templates.filter((t) => t.type !== 'GRID') };
    assert.match(await refused(withoutNews, 'TEMPLATE_NOT_DELETABLE'), /GRID/);

    const footer = await page(contentOf('/footer'));
    const footerTemplate = ofType(footer, 'FOOTER');
    await refused({ ...footer, templates: [{ ...footerTemplate, elements: [] }] }, 'LAST_ELEMENT_REQUIRED');
    valueOf(footerTemplate, 'companyName').value = '';
    assert.match(await refused(footer, 'VALIDATION_ERROR'), /field “Company name”: This field is mandatory/);
    const social = await page(contentOf('/social-media'));
    await refused({ ...social, templates: [] }, 'FIRST_TEMPLATE_REQUIRED');
  });

  it('deletes other home-page blocks, and a home news block on another page', async () => {
    const home = await page(contentOf('/home'));
    const kept = home.templates.filter((t) => t.type !== 'PARALLAX');
    const response = await save({ ...home, templates: kept });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(
      (await page(home.id!)).templates.map((t) => t.type),
      kept.map((t) => t.type),
    );

    const about = await page(contentOf('/header/who-we-are'));
    const news = structuredClone(ofType(home, 'GRID'));
    const added = await save({ ...about, templates: [...about.templates, { ...news, id: null } as never] });
    assert.equal(added.statusCode, 200, added.body);
    const withNews: Page = added.json();
    assert.equal(withNews.templates.at(-1)!.type, 'GRID');
    const removed = await save({ ...withNews, templates: withNews.templates.slice(0, -1) });
    assert.equal(removed.statusCode, 200, removed.body);
  });

  it('stores a 190-character Instagram token without ever returning it; empty keeps it', async () => {
    const home = await page(contentOf('/home'));
    const instagram = ofType(home, 'INSTAGRAM');
    assert.equal(fieldOf(instagram, 'accessToken').isMandatory, false, 'leave empty to keep is not mandatory');
    const token = `IGQV${'a1B2'.repeat(46)}Zz`;
    assert.equal(token.length, 190);
    valueOf(instagram, 'accessToken').value = token;
    const response = await save(home);
    assert.equal(response.statusCode, 200, response.body);
    assert.doesNotMatch(response.body, new RegExp(token));
    const stored = await app.db
      .selectFrom('templates')
      .select('elements')
      .where('id', '=', instagram.id!)
      .executeTakeFirstOrThrow();
    assert.match(JSON.stringify(stored.elements), new RegExp(token));

    const again: Page = response.json();
    valueOf(ofType(again, 'INSTAGRAM'), 'instagramUrl').value = 'https://www.instagram.com/tsv_demo/';
    assert.equal((await save(again)).statusCode, 200);
    const kept = await app.db
      .selectFrom('templates')
      .select('elements')
      .where('id', '=', instagram.id!)
      .executeTakeFirstOrThrow();
    assert.match(JSON.stringify(kept.elements), new RegExp(token), 'an empty token keeps the stored one');
  });
});
