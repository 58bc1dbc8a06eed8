// The contracts promise one rule per concept and no dead rule (issue 23, conventions.md
// "Validation"): a rule exported from shared/src/contracts/rules that only tests use is dead code,
// and one that only its own file uses needs no export (issue 38 item 4). An exported rule counts as
// used when another non-test source of the repository names it, or when its own file uses it and a
// test checks it directly (a unit under test needs its export). Run alone (`node scripts/dead-rules.mjs`) it lists the dead
// rules and exits 1; scripts/dead-rules.test.mjs runs it as part of `pnpm test:unit`.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
export const rulesDir = 'shared/src/contracts/rules';
const sourceRoots = [
  'api/src',
  'shared/src',
  'shell/src',
  'mf-checkout/src',
  'mf-content/src',
  'mf-editor/src',
  'mf-members/src',
  'mf-training/src',
];
const sourceExtension = /\.(ts|tsx|mts|mjs|js)$/;
// Tests, test kits and fixtures do not keep a rule alive.
const testPath = /(\.test\.|\.spec\.|__tests__\/|\/testing\/|test-support|test-kit|\.d\.ts$)/;

export const isTestPath = (path) => testPath.test(path);

function listFiles(root) {
  const absolute = join(repoRoot, root);
  let entries;
  try {
    entries = readdirSync(absolute, { recursive: true, withFileTypes: true });
  } catch {
    return [];
  }
  return entries
    .filter((entry) => entry.isFile() && sourceExtension.test(entry.name))
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
}

/** Every source file of the repository, path -> text (tests included; callers filter). */
export function readSources() {
  const files = new Map();
  for (const root of sourceRoots) {
    for (const path of listFiles(root)) files.set(path, readFileSync(join(repoRoot, path), 'utf8'));
  }
  return files;
}

const exportedValue = /^export\s+(?:const|let|function|async\s+function|class)\s+([A-Za-z_$][\w$]*)/gm;
const countOf = (text, name) =>
  (text.match(new RegExp(`(?<![\\w$])${name.replace(/\$/g, '\\$')}(?![\\w$])`, 'g')) ?? []).length;

/**
 * The exported rules no other non-test file uses, among `files` (path -> text): [{ file, name }]
 * (dead, or to be kept private to their file). Only values count (types cost nothing at run time
 * and are checked by the compiler).
 */
export function findDeadRules(files) {
  const liveSources = [...files].filter(([path]) => !isTestPath(path));
  const testSources = [...files].filter(([path]) => isTestPath(path));
  const dead = [];
  for (const [file, text] of liveSources) {
    if (!file.startsWith(`${rulesDir}/`)) continue;
    for (const [, name] of text.matchAll(exportedValue)) {
      const usedElsewhere = liveSources.some(([path, other]) => path !== file && countOf(other, name) > 0);
      const unitUnderTest = countOf(text, name) > 1 && testSources.some(([, test]) => countOf(test, name) > 0);
      if (!usedElsewhere && !unitUnderTest) dead.push({ file, name });
    }
  }
  return dead;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dead = findDeadRules(readSources());
  for (const { file, name } of dead)
    console.error(`${file}: '${name}' is exported but no other file uses it (drop it, or its export)`);
  process.exitCode = dead.length === 0 ? 0 : 1;
}
