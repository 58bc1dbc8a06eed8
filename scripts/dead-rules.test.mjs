// The dead-rule check is a rule, not advice: today's contracts pass it, and a planted rule that
// only a test uses makes it fail (like lint-boundaries.test.mjs does for the import zones).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findDeadRules, readSources, rulesDir } from './dead-rules.mjs';

const planted = `${rulesDir}/fixture.ts`;
const plantedRule =
  "import * as v from 'valibot';\nexport const fixtureZipRule = v.pipe(v.string(), v.regex(/^\\d{5}$/));\n";

test('every exported rule of the contracts is used by another non-test source', () => {
  assert.deepEqual(findDeadRules(readSources()), []);
});

test('a rule that only its test uses fails the check', () => {
  const files = readSources();
  files.set(planted, plantedRule);
  files.set(
    `${rulesDir}/fixture.test.ts`,
    "import { fixtureZipRule } from './fixture';\nexpect(fixtureZipRule).toBeDefined();\n",
  );
  assert.deepEqual(findDeadRules(files), [{ file: planted, name: 'fixtureZipRule' }]);
});

test('a rule used by a remote counts as used; one used only by its own file does not', () => {
  const byRemote = readSources();
  byRemote.set(planted, plantedRule);
  byRemote.set(
    'mf-members/src/features/fixture/lib/zip.ts',
    "import { fixtureZipRule } from '@club/shared/contracts';\nexport const z = fixtureZipRule;\n",
  );
  assert.deepEqual(findDeadRules(byRemote), []);
  const byOwnFile = readSources();
  byOwnFile.set(
    planted,
    `${plantedRule}export const fixtureFormRule = { zip: fixtureZipRule };\nexport const fixtureFormOf = () => fixtureFormRule;\n`,
  );
  assert.deepEqual(
    findDeadRules(byOwnFile).map(({ name }) => name),
    ['fixtureZipRule', 'fixtureFormRule', 'fixtureFormOf'],
  );
  // Its own file uses it and a test checks it directly: a unit under test keeps its export.
  byOwnFile.set(
    `${rulesDir}/fixture.test.ts`,
    "import { fixtureFormRule } from './fixture';\nexpect(fixtureFormRule).toBeDefined();\n",
  );
  assert.deepEqual(
    findDeadRules(byOwnFile).map(({ name }) => name),
    ['fixtureZipRule', 'fixtureFormOf'],
  );
});
