// What each library costs a visitor: every downloaded script's gzip bytes split over the
// packages its modules come from (dist/chunk-packages.json, written by the build), in proportion
// to their minified size in that script. Exact for files that hold one package, an estimate for
// mixed files (the shell's libraries share one file).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface DownloadedScript {
  /** 'shell' or the remote's name. */
  part: string;
  /** File name inside that part's dist/. */
  file: string;
  gzip: number;
}

/** The rows of the table: a library, or a group of packages under one label. */
const groups: Array<{ label: string; packages: RegExp }> = [
  { label: 'react', packages: /^react$/ },
  { label: 'react-dom (+ scheduler)', packages: /^(react-dom|scheduler)$/ },
  { label: 'react-router-dom (shared subset)', packages: /^react-router(-dom)?$/ },
  { label: 'jotai', packages: /^jotai$/ },
  { label: 'i18next', packages: /^i18next$/ },
  { label: 'react-i18next', packages: /^(react-i18next|use-sync-external-store)$/ },
  { label: 'axios', packages: /^axios$/ },
  { label: 'dequal', packages: /^dequal$/ },
  { label: '@club/shared (own code)', packages: /^@club\/shared$/ },
  {
    label: 'federation runtime (MF + webpack runtime)',
    packages: /^(@module-federation\/.*|webpack\/federation runtime)$/,
  },
  { label: 'style-loader / css-loader runtime', packages: /^(style-loader|css-loader)$/ },
];

const packageMaps = new Map<string, Record<string, Record<string, number>>>();
function packagesOf(root: string, part: string, file: string): Record<string, number> {
  // Keyed by build too: a run may measure a baseline checkout's build beside this one.
  const path = join(root, part, 'dist', 'chunk-packages.json');
  if (!packageMaps.has(path)) {
    packageMaps.set(path, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
  }
  return packageMaps.get(path)?.[file] ?? { 'unknown (no chunk-packages.json)': 1 };
}

/** gzip bytes per package over all downloaded scripts. */
export function bytesPerPackage(root: string, scripts: DownloadedScript[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const script of scripts) {
    const packages = packagesOf(root, script.part, script.file);
    const raw = Object.values(packages).reduce((sum, size) => sum + size, 0) || 1;
    for (const [name, size] of Object.entries(packages)) {
      const label = name === 'own code' ? `own code of ${script.part}` : name;
      totals.set(label, (totals.get(label) ?? 0) + (script.gzip * size) / raw);
    }
  }
  return totals;
}

/** The table rows: the named libraries first, then everything else by size. */
export function libraryRows(perPackage: Map<string, number>) {
  const left = new Map(perPackage);
  const rows = groups.map(({ label, packages }) => {
    let bytes = 0;
    for (const [name, size] of perPackage) {
      if (packages.test(name)) {
        bytes += size;
        left.delete(name);
      }
    }
    return { library: label, 'gzip bytes': Math.round(bytes) };
  });
  const rest = [...left]
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => ({ library: name, 'gzip bytes': Math.round(bytes) }));
  return [...rows, ...rest.filter((row) => row['gzip bytes'] > 0)];
}

const moduleMaps = new Map<string, Record<string, Record<string, number>>>();
/**
 * gzip bytes per module of the club's own code (dist/chunk-modules.json), split like the
 * packages: the largest rows are where the site's own code can be trimmed next.
 */
export function bytesPerOwnModule(root: string, scripts: DownloadedScript[]): Array<{ module: string; gzip: number }> {
  const totals = new Map<string, number>();
  for (const script of scripts) {
    const path = join(root, script.part, 'dist', 'chunk-modules.json');
    if (!moduleMaps.has(path)) moduleMaps.set(path, existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
    const modules = moduleMaps.get(path)?.[script.file] ?? {};
    const raw = Object.values(packagesOf(root, script.part, script.file)).reduce((sum, size) => sum + size, 0) || 1;
    for (const [name, size] of Object.entries(modules)) {
      totals.set(name, (totals.get(name) ?? 0) + (script.gzip * size) / raw);
    }
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([module, gzip]) => ({ module, gzip: Math.round(gzip) }));
}
