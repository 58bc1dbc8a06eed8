// Where each block type lives (issue 38 item 8). A block spans three deployable parts that must
// stay apart (visitors never download editor code), so one Puck-style config object cannot hold
// it; instead this index finds, per template type, its catalogue entry (fields, rules, defaults:
// shared/src/contracts/entities/template-catalogue.ts), the component that renders it (mf-content's
// registry, a remote's exposed module through `foreignBlocks`, or the layout), the editor's sample
// content for the chooser's preview and its name in the editor in both languages.
// `node scripts/block-index.mjs` prints the table (file:line per part) and exits 1 when a part is
// missing; scripts/block-index.test.mjs runs it in `pnpm test:unit`, so a new block type that lacks
// a part fails there and names the file to add it to.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
/** Texts that stand in for files (the test's changed copies); every other path is read from disk. */
let overrides = {};
const read = (path) => overrides[path] ?? readFileSync(join(repoRoot, path), 'utf8');

export const files = {
  types: 'shared/src/contracts/entities/template-types.ts',
  catalogue: 'shared/src/contracts/entities/template-catalogue.ts',
  foreign: 'shared/src/contracts/entities/foreign-blocks.ts',
  remotes: 'shared/src/contracts/remotes.ts',
  registry: 'mf-content/src/features/blocks/registry.ts',
  layout: 'mf-content/src/features/layout/lib/footer-content.ts',
  samples: 'mf-editor/src/features/editing/lib/block-samples.ts',
  chooser: 'mf-editor/src/features/editing/components/TemplateChooser.tsx',
  names: { de: 'mf-editor/src/locales/de.json', en: 'mf-editor/src/locales/en.json' },
};

/** The template types, in the spec's order. */
export function templateTypes() {
  const source = read(files.types);
  const list = source.slice(source.indexOf('export const templateTypes'));
  return [...list.slice(0, list.indexOf('] as const')).matchAll(/'([A-Z_]+)'/g)].map(([, type]) => type);
}

/** `file:line` of the first line matching `pattern`, or null. */
function lineOf(path, pattern) {
  const index = read(path)
    .split('\n')
    .findIndex((line) => pattern.test(line));
  return index < 0 ? null : `${path}:${index + 1}`;
}

/** The mf-content block groups the registry spreads in (`...newsBlocks` from '../news'). */
function registryFiles() {
  const registry = read(files.registry);
  const groups = [...registry.matchAll(/import \{ (\w+Blocks) \} from '\.\.\/(\w[\w-]*)'/g)];
  return [files.registry, ...groups.map(([, , folder]) => `mf-content/src/features/${folder}/index.ts`)];
}

/** The source file of an import from `importer`, through one `export { name } from` re-export. */
function moduleFile(importer, target, name) {
  const folder = importer.slice(0, importer.lastIndexOf('/'));
  const file = ['.tsx', '.ts', '/index.ts']
    .map((ext) => join(folder, target + ext))
    .find((f) => existsSync(join(repoRoot, f)));
  if (!file) return null;
  const [, reExported] = read(file).match(new RegExp(`export \\{ ${name} \\} from '([^']+)'`)) ?? [];
  return reExported ? moduleFile(file, reExported, name) : file;
}

/** The file that renders a type, with the line that maps the type to it. */
function rendererOf(type) {
  for (const path of registryFiles()) {
    const line = lineOf(path, new RegExp(`^\\s+${type}: `));
    if (!line) continue;
    const [, target, name] =
      read(path).match(new RegExp(`${type}: \\w+\\(\\(\\) => import\\('([^']+)'\\),\\s*'(\\w+)'`)) ?? [];
    if (!target) return { where: line, component: null };
    return { where: line, component: moduleFile(path, target, name) };
  }
  const [, remote, exposed] = read(files.foreign).match(new RegExp(`${type}: '([\\w-]+)/(\\w+)'`)) ?? [];
  if (remote) {
    const component = `${remote}/src/exposes/${exposed}.tsx`;
    return {
      where: lineOf(files.foreign, new RegExp(`^\\s+${type}: `)),
      component: existsSync(join(repoRoot, component)) ? component : null,
    };
  }
  const layout = lineOf(files.layout, new RegExp(`'${type}'`));
  return layout ? { where: layout, component: layout.replace(/:\d+$/, '') } : { where: null, component: null };
}

/** Types the chooser does not offer (they are the layout's or a page's fixed part). */
function notAddable() {
  const [, list] = read(files.chooser).match(/const addable = templateTypes\.filter\(\(type\) => !\[([^\]]*)\]/) ?? [];
  return new Set([...(list ?? '').matchAll(/'([A-Z_]+)'/g)].map(([, type]) => type));
}

/**
 * Addable types without a sample (block-samples.ts `hasSample`): a course needs a real sport
 * category and product of the club, which sample values cannot give.
 */
const liveDataPreviews = new Set(['COURSE']);

/** One row per template type: where each part is, and the parts that are missing. */
export function blockIndex(fileTexts = {}) {
  overrides = fileTexts;
  const names = { de: JSON.parse(read(files.names.de)).types ?? {}, en: JSON.parse(read(files.names.en)).types ?? {} };
  const fixed = notAddable();
  return templateTypes().map((type) => {
    const renderer = rendererOf(type);
    const row = {
      type,
      catalogue: lineOf(files.catalogue, new RegExp(`^  ${type}: `)),
      renderer: renderer.component,
      sample: lineOf(files.samples, new RegExp(`^  ${type}: `)),
      names: [names.de[type], names.en[type]],
    };
    const missing = [];
    if (!row.catalogue) missing.push(`catalogue entry (${files.catalogue})`);
    if (!row.renderer) missing.push(`renderer (${files.registry} or ${files.foreign})`);
    if (!row.sample && !fixed.has(type) && !liveDataPreviews.has(type))
      missing.push(`editor sample (${files.samples})`);
    if (!row.names[0] || !row.names[1]) missing.push(`name in ${files.names.de} and ${files.names.en} (types.${type})`);
    return { ...row, missing };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rows = blockIndex();
  for (const row of rows) {
    console.log(`${row.type} (${row.names.join(' / ')})`);
    console.log(`  catalogue  ${row.catalogue ?? '-'}`);
    console.log(`  renders    ${row.renderer ?? '-'}`);
    console.log(`  sample     ${row.sample ?? '-'}`);
    for (const part of row.missing) console.log(`  MISSING    ${part}`);
  }
  const incomplete = rows.filter((row) => row.missing.length > 0);
  console.log(`${rows.length} block types, ${incomplete.length} incomplete`);
  process.exit(incomplete.length > 0 ? 1 : 0);
}
