import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { HttpError } from '../lib/http-error.js';
import { toErrorBody } from '../plugins/errors.js';
import { requestLanguage } from '../lib/language.js';
import { confirmationMail, typeLabelOf } from '../modules/memberships/mail-texts.js';
import { localesDir, readTexts, text, type Texts } from './load.js';

// Every error code and text key the API can send, collected from its source, must have a German
// and an English text; a German answer must never carry one of the English sentences.

const srcDir = join(localesDir, '..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
const source = sourceFiles(srcDir)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

const all = (pattern: RegExp, group = 1): string[] => [...source.matchAll(pattern)].map((m) => m[group] ?? '');
const codes = new Set([
  ...all(/new HttpError\(\s*\d+,\s*'([A-Z][A-Z_]+)'/g),
  ...all(/HttpError\.localized\(\s*\d+,\s*'([A-Z][A-Z_]+)'/g),
  ...all(/badRequest\(\s*'([A-Z][A-Z_]+)'/g),
  ...all(/\bcode: '([A-Z][A-Z_]+)'/g),
  ...(source.includes('notFound(') ? ['NOT_FOUND'] : []),
  ...(source.includes('forbidden(') ? ['FORBIDDEN'] : []),
  ...(source.includes('unauthorized(') ? ['UNAUTHORIZED'] : []),
]);
// Texts beside a code's own: notFound('…', 'user') -> NOT_FOUND.user, 'VALIDATION_ERROR.required'.
const textKeys = new Set([
  ...[...codes].map((code) => `${code}.message`),
  ...all(/notFound\(\s*(?:'[^']*'|`[^`]*`)\s*,\s*'(\w+)'/g).map((variant) => `NOT_FOUND.${variant}`),
  ...all(/forbidden\(\s*(?:'[^']*'|`[^`]*`)\s*,\s*'(\w+)'/g).map((variant) => `FORBIDDEN.${variant}`),
  ...all(/'([A-Z][A-Z_]+\.[a-z]\w*)'/g).filter((key) => !key.endsWith('.json')),
]);

const texts = readTexts();
const at = (tree: Texts, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], tree);
const leaves = (tree: unknown, prefix = ''): Array<[string, string]> =>
  typeof tree === 'string'
    ? [[prefix, tree]]
    : Object.entries((tree ?? {}) as Texts).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
const withoutPlaceholders = (text: string) => text.replace(/\{\{\w+\}\}/g, '').trim();
// English sentences worth looking for (short names such as 'SEPA' or 'Instagram' are the same in both).
const englishSentences = leaves(texts.en)
  .map(([, text]) => withoutPlaceholders(text))
  .filter((text) => text.split(' ').length >= 4);

describe('API texts in German and English', () => {
  it('finds the codes in the source', () => {
    for (const code of ['USER_EXISTS', 'DUE_DATE_INVALID', 'VALIDATION_ERROR', 'NOT_FOUND', 'INTERNAL_ERROR']) {
      assert.ok(codes.has(code), code);
    }
    assert.ok(codes.size > 50, `only ${codes.size} codes found`);
  });

  it('has a German and an English text for every code and text key', () => {
    const missing = [...textKeys].flatMap((key) =>
      (['de', 'en'] as const)
        .filter((lang) => typeof at(texts[lang], `errors.${key}`) !== 'string')
        .map((lang) => `${lang}: errors.${key}`),
    );
    assert.deepEqual(missing, []);
  });

  it('holds the same keys and placeholders in both languages, in every area file', () => {
    const de = new Map(leaves(texts.de));
    const en = new Map(leaves(texts.en));
    assert.deepEqual([...de.keys()].sort(), [...en.keys()].sort());
    // The same values fill both texts; the English one may pass a detail (Fastify's own words)
    // where the German one names only the field, and the conflict gives German its Berlin time.
    const fillsItself = (english: string) => english.includes('{{detail}}') || english.includes('{{at}}');
    for (const [key, german] of de) {
      const english = en.get(key) ?? '';
      if (fillsItself(english)) continue;
      const names = [...german.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);
      // 'block' is the block's name in the reader's language, which only the German sentence uses.
      const unknown = names.filter((name) => name !== 'block' && !english.includes(`{{${name}}}`));
      assert.deepEqual(unknown, [], `${key}: German placeholders the English text does not fill`);
    }
  });

  it('never gives one key two texts in two area files (the areas share sections such as csv and mail)', () => {
    for (const lang of ['de', 'en'] as const) {
      const seen = new Map<string, [string, string]>();
      const clashes: string[] = [];
      for (const file of readdirSync(join(localesDir, lang)).filter((name) => name.endsWith('.json'))) {
        const tree = JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')) as Texts;
        for (const [key, value] of leaves(tree)) {
          const before = seen.get(key);
          if (before && before[1] !== value) clashes.push(`${lang}: ${key} in ${before[0]} and ${file}`);
          seen.set(key, [file, value]);
        }
      }
      assert.deepEqual(clashes, []);
    }
  });

  it('answers every code in German without an English sentence, and in English as the code says', () => {
    const params = {
      field: 'form.email',
      seconds: 30,
      route: '/verein',
      name: 'Anna',
      path: '/x',
      method: 'GET',
      allowed: 'GET',
      days: 62,
      needs: 'WRITE_CONTENT',
      at: '2026-11-24T10:00:00.000Z',
      atBerlin: '24.11.2026, 11:00',
      version: 3,
      where: 'request body',
      reason: 'contains a NUL character',
      detail: 'body/code must be string',
    };
    for (const key of textKeys) {
      const [code = '', variant = 'message'] = key.split('.');
      const english = String(at(texts.en, `errors.${key}`));
      const error = new HttpError(400, code, english, undefined, params, variant === 'message' ? code : key);
      const german = toErrorBody(error, 'de').body;
      for (const sentence of englishSentences) {
        assert.ok(
          !german.message.includes(sentence),
          `${key}: German answer '${german.message}' contains '${sentence}'`,
        );
      }
      assert.notEqual(german.message, toErrorBody(error, 'en').body.message, key);
      assert.notEqual(german.title, 'Bad Request', key);
    }
  });
});

describe('the language of a request', () => {
  it('takes the language cookie, then Accept-Language, then German', () => {
    const of = (headers: { cookie?: string; 'accept-language'?: string }) => requestLanguage({ headers });
    assert.equal(of({ cookie: 'consent=1; language=en', 'accept-language': 'de-DE' }), 'en');
    assert.equal(of({ cookie: 'language=de', 'accept-language': 'en-GB' }), 'de');
    assert.equal(of({ 'accept-language': 'en-GB,en;q=0.9' }), 'en');
    assert.equal(of({ cookie: 'consent=1' }), 'de');
    assert.equal(of({}), 'de');
  });

  it('writes mails, feed and file names in that language', () => {
    const summary = {
      clubName: 'TSV Grünwald',
      applicantName: 'Anna',
      people: 2,
      typeLabel: typeLabelOf('couple', 'de'),
      monthlyCents: 2450,
      mandateReference: 'MB-1',
      maskedIban: 'DE89 **** 3000',
      mandateText: '…',
    };
    const german = confirmationMail(summary, 'de');
    assert.equal(german.subject, 'Dein Mitgliedsantrag beim TSV Grünwald');
    assert.match(german.text, /Mitgliedsart: Ehepaar \(2 Personen\)\nMonatlicher Beitrag: 24,50\s€/);
    const english = confirmationMail({ ...summary, people: 1, typeLabel: typeLabelOf('forMe', 'en') }, 'en');
    assert.match(english.text, /Membership type: For me \(1 person\)/);
    // The calendar area's texts (calendar.json) are served by the same loader.
    assert.equal(text('de', 'feed.myCourses'), 'Meine Kurse');
    assert.equal(text('en', 'feed.course', { course: 'Judo' }), 'Judo – course dates');
    assert.equal(text('de', 'csv.file'), 'Anwesenheit');
    assert.equal(text('en', 'csv.openReturns'), 'Open returned debits');
    assert.equal(text('en', 'files.sepaCollection', { dueDate: '2026-12-01' }), 'sepa-direct-debit-2026-12-01.xml');
  });
});
