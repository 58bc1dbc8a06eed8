// Validates docker-compose.yml with Debian's docker-compose (there is no Docker engine to run it)
// and checks that every deployable has its service and that remotes.json names each remote; then
// the deployment defaults that must not be insecure: no secret has a default, no demo seeding,
// the API runs as node itself (exec form), only the gateway's address names clients, and the
// site's CSP allows every remote origin of remotes.json.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const secrets = { JWT_SECRET: 'x'.repeat(48), POSTGRES_PASSWORD: 'compose-check' };
const render = (env) =>
  execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { encoding: 'utf8', env });
const rendered = render({ ...process.env, ...secrets });
const config = parse(rendered);
const services = Object.keys(config.services);
const remotes = ['mf-content', 'mf-editor', 'mf-training', 'mf-members', 'mf-checkout'];
const expected = ['postgres', 'api', 'shell', ...remotes];
const missing = expected.filter((name) => !services.includes(name));
const remoteEntries = JSON.parse(readFileSync('deploy/remotes.compose.json', 'utf8'));
const listed = remoteEntries.map((remote) => remote.name);
const unlisted = remotes.filter((name) => !listed.includes(name));
const problems = [];
if (missing.length || unlisted.length) {
  problems.push(
    `docker-compose.yml lacks services: ${missing.join(', ') || '-'}; remotes.json lacks: ${unlisted.join(', ') || '-'}`,
  );
}

for (const name of Object.keys(secrets)) {
  const without = { ...process.env, ...secrets };
  delete without[name];
  const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], {
    encoding: 'utf8',
    env: without,
  });
  if (result.status === 0) problems.push(`${name} has a default: compose must refuse to start without it`);
}
const api = config.services.api ?? {};
const env = api.environment ?? {};
if (env.NODE_ENV !== 'production') problems.push('api: NODE_ENV must be production');
if (env.SEED_DEMO && env.SEED_DEMO !== 'false') problems.push('api: must not seed the demo clubs (public password)');
if (!env.TRUST_PROXY || /^(true|\d+)$/.test(String(env.TRUST_PROXY))) {
  problems.push('api: TRUST_PROXY must name the gateway address');
}
const shellAddress = config.services.shell?.networks?.club?.ipv4_address;
if (shellAddress !== env.TRUST_PROXY)
  problems.push(`api: TRUST_PROXY (${env.TRUST_PROXY}) is not the shell's address (${shellAddress})`);
const command = api.command ?? [];
if (!Array.isArray(command) || command[0] !== 'node' || !String(command[1]).endsWith('.js')) {
  problems.push('api: must run `node <built>.js` in exec form (SIGTERM must reach node)');
}

const shellConf = readFileSync('deploy/nginx/shell.conf', 'utf8');
if (!/proxy_set_header X-Forwarded-For \$remote_addr;/.test(shellConf)) {
  problems.push('shell.conf: the gateway must set X-Forwarded-For to $remote_addr');
}
const headers = readFileSync('deploy/nginx/security-headers.conf', 'utf8');
for (const { entry } of remoteEntries) {
  const origin = new URL(entry).origin;
  if (
    !headers.includes(`script-src 'self'`) ||
    !headers.match(new RegExp(`script-src[^;]*${origin.replace(/[.:/]/g, '\\$&')}`))
  ) {
    problems.push(`security-headers.conf: script-src lacks the remote origin ${origin}`);
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(
  `docker-compose.yml is valid: ${services.length} services (${services.join(', ')}); no secret defaults, no demo seeding`,
);
