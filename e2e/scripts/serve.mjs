// Starts the single-origin server (API + built site) on a port with a fresh embedded database.
// `--empty-remote=mf-x` serves an empty directory in place of that remote's build;
// `--remote-entry=mf-x=<url>` points remotes.json at another origin for that remote.
// `--no-server-code=mf-x` serves that remote's browser build without its Node build (dist/server).
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const [port, ...flags] = process.argv.slice(2);
const work = mkdtempSync(join(tmpdir(), `club-e2e-${port}-`));
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: join(work, 'data'),
  LOG_LEVEL: 'warn',
  // The suite logs in and sends forms many times from one address.
  LOGIN_RATE_LIMIT_MAX: '1000',
  CONTACT_RATE_LIMIT_MAX: '1000',
  // The sandbox's pending test card settles after 12 s (time to see "being processed" on a busy
  // machine); the settlement job looks every second.
  PAYMENT_SANDBOX_PENDING_MS: '12000',
  PAYMENT_SETTLE_EVERY_MS: '1000',
  // Scheduled publications fall due within seconds (the editor's schedule tests wait for them).
  SCHEDULED_PUBLISH_MS: '1000',
  // Each server gets its own fresh embedded database, even when the API tests use PostgreSQL.
  DATABASE_URL: '',
};
// The remotes come from the one manifest (shared/src/contracts/remotes.ts).
const { remoteNames: remotes } = await tsImport('../../shared/src/contracts/remotes.ts', import.meta.url);
const entries = new Map(remotes.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
for (const flag of flags) {
  const empty = flag.match(/^--empty-remote=(.+)$/)?.[1];
  if (empty) {
    const dir = join(work, `empty-${empty}`);
    mkdirSync(dir);
    env[`REMOTE_DIR_${empty.toUpperCase().replace(/-/g, '_')}`] = dir;
  }
  const browserOnly = flag.match(/^--no-server-code=(.+)$/)?.[1];
  if (browserOnly) {
    const dir = join(work, `browser-only-${browserOnly}`);
    const dist = join(dirname(fileURLToPath(import.meta.url)), '../..', browserOnly, 'dist');
    cpSync(dist, dir, { recursive: true, filter: (source) => !source.startsWith(join(dist, 'server')) });
    env[`REMOTE_DIR_${browserOnly.toUpperCase().replace(/-/g, '_')}`] = dir;
  }
  const moved = flag.match(/^--remote-entry=([^=]+)=(.+)$/);
  if (moved) entries.set(moved[1], moved[2]);
}
if (flags.some((flag) => flag.startsWith('--remote-entry='))) {
  env.REMOTES_JSON_FILE = join(work, 'remotes.json');
  writeFileSync(env.REMOTES_JSON_FILE, JSON.stringify([...entries].map(([name, entry]) => ({ name, entry }))));
}

// The server is this script's direct child (no pnpm in between), so stopping this script
// stops the server too and no orphan keeps serving from a deleted database directory.
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../../api');
const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
