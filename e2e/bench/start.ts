// bench:start: a newcomer's first minute. Clones this repository's HEAD into a temporary folder,
// runs ./scripts/setup.sh, then `pnpm start`'s two steps (build, serve) three times: "before"
// (terser, no persistent cache: how the site was built until issue 37), "after, first start"
// (the defaults, empty cache) and "after, next start" (the cache the first start left). For each it
// prints the build's wall time, webpack's time per part and the time until `/` answers 200.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const repoRoot = join(__dirname, '../..');
const port = Number(process.env.BENCH_PORT ?? 8097);

interface Variant {
  label: string;
  env: Record<string, string>;
  emptyCache: boolean;
}

const variants: Variant[] = [
  { label: 'before (terser, no cache)', env: { BUILD_MINIFIER: 'terser', BUILD_CACHE: 'off' }, emptyCache: true },
  { label: 'after, first start', env: {}, emptyCache: true },
  { label: 'after, next start', env: {}, emptyCache: false },
];

const load = () => loadavg()[0]?.toFixed(2) ?? '?';

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function timed<T>(work: () => Promise<T> | T): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

function run(command: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')}: exit ${code}\n${output}`)),
    );
  });
}

/** webpack's own "compiled successfully in N ms" per part and compiler (browser, server). */
function partTimes(buildOutput: string) {
  const times = new Map<string, number>();
  const pattern = /^(\S+) build:\s+(server \()?webpack [\d.]+\)? compiled successfully in (\d+) ms/gm;
  for (const match of buildOutput.matchAll(pattern)) {
    const key = `${match[1]} ${match[2] ? 'server' : 'browser'}`;
    times.set(key, Number(match[3]));
  }
  return times;
}

async function timeToFirstPage(clone: string) {
  const server = spawn('node', ['api/dist/server.js'], {
    cwd: clone,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const start = performance.now();
  try {
    for (;;) {
      if (performance.now() - start > 300_000) throw new Error('/ did not answer within 300 s');
      try {
        const response = await fetch(`http://localhost:${port}/`);
        if (response.ok && (await response.text()).includes('<html')) return performance.now() - start;
      } catch {
        /* not up yet */
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
}

function removeBuildCaches(clone: string) {
  for (const entry of readdirSync(clone, { withFileTypes: true }))
    if (entry.isDirectory())
      rmSync(join(clone, entry.name, 'node_modules', '.cache'), { recursive: true, force: true });
}

async function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'club-start-'));
  const clone = join(workDir, 'club');
  console.log(`bench:start: HEAD of ${repoRoot} cloned to ${clone}; load before ${load()}`);
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone]);
  const [, setupMs] = await timed(() => run('./scripts/setup.sh', [], clone));
  console.log(`setup (./scripts/setup.sh, package store as this machine has it): ${seconds(setupMs)}`);

  const rows: { label: string; buildMs: number; serveMs: number; parts: Map<string, number> }[] = [];
  for (const variant of variants) {
    if (variant.emptyCache) removeBuildCaches(clone);
    rmSync(join(clone, 'data'), { recursive: true, force: true });
    const [output, buildMs] = await timed(() => run('pnpm', ['build'], clone, variant.env));
    const serveMs = await timeToFirstPage(clone);
    rows.push({ label: variant.label, buildMs, serveMs, parts: partTimes(output) });
    console.log(`${variant.label}: build ${seconds(buildMs)}, first page ${seconds(serveMs)}`);
  }

  const parts = [...new Set(rows.flatMap((row) => [...row.parts.keys()]))].sort();
  console.log(`\n| part (webpack's own time) | ${rows.map((row) => row.label).join(' | ')} |`);
  console.log(`|---|${rows.map(() => '---:').join('|')}|`);
  for (const part of parts)
    console.log(`| ${part} | ${rows.map((row) => seconds(row.parts.get(part) ?? NaN)).join(' | ')} |`);
  console.log(`| **build, wall** | ${rows.map((row) => seconds(row.buildMs)).join(' | ')} |`);
  console.log(`| **serve to first page** | ${rows.map((row) => seconds(row.serveMs)).join(' | ')} |`);
  console.log(`| **setup + start** | ${rows.map((row) => seconds(setupMs + row.buildMs + row.serveMs)).join(' | ')} |`);
  const [before, ...after] = rows.map((row) => row.buildMs + row.serveMs);
  const ratios = after.map((ms, index) => `${rows[index + 1]?.label} ${(ms / (before ?? NaN)).toFixed(2)}`);
  console.log(`\nafter/before (build + first page): ${ratios.join(', ')}; load after ${load()}`);
  rmSync(workDir, { recursive: true, force: true });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
