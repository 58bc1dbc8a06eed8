// Starts the single-origin server (API + built site) on a port with a fresh embedded database.
// `--empty-remote=mf-x` serves an empty directory in place of that remote's build.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
  // Each server gets its own fresh embedded database, even when the API tests use PostgreSQL.
  DATABASE_URL: '',
};
for (const flag of flags) {
  const remote = flag.match(/^--empty-remote=(.+)$/)?.[1];
  if (!remote) continue;
  const empty = join(work, `empty-${remote}`);
  mkdirSync(empty);
  env[`REMOTE_DIR_${remote.toUpperCase().replace(/-/g, '_')}`] = empty;
}

const child = spawn('pnpm', ['--filter', '@club/api', 'start'], { env, stdio: 'inherit' });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(work, { recursive: true, force: true });
  process.exit(code ?? 0);
});
