// Validates docker-compose.yml with Debian's docker-compose (there is no Docker engine to run it)
// and checks that every deployable has its service and that remotes.json names each remote; then
// the deployment defaults that must not be insecure: no secret has a default, no demo seeding,
// the API runs as node itself (exec form), only the gateway's address names clients, the API
// renders pages with what the gateway serves, and the site's CSP allows every remote origin.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';

const secrets = { JWT_SECRET: 'x'.repeat(48), POSTGRES_PASSWORD: 'compose-check' };
const render = (env) =>
  execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { encoding: 'utf8', env });
const rendered = render({ ...process.env, ...secrets });
const config = parse(rendered);
const services = Object.keys(config.services);
// The remotes come from the one manifest (shared/src/contracts/remotes.ts).
const { remoteManifest, remoteNames: remotes } = await tsImport('../shared/src/contracts/remotes.ts', import.meta.url);
const expected = ['postgres', 'api', 'shell', ...remotes];
const missing = expected.filter((name) => !services.includes(name));
const remoteEntries = JSON.parse(readFileSync('deploy/remotes.compose.json', 'utf8'));
// A remote is listed when its entry names it at the manifest's port.
const unlisted = remotes.filter(
  (name) =>
    !remoteEntries.some((remote) => remote.name === name && remote.entry.includes(`:${remoteManifest[name].devPort}/`)),
);
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

// Server rendering: the API renders the pages with the very shell build and remotes.json the
// gateway serves (the same host paths through each container's mounts), and fetches the public
// remotes' Node builds from addresses it can reach (compose services, not the browser's localhost).
const mounts = (service) =>
  (config.services[service]?.volumes ?? []).map((volume) =>
    typeof volume === 'string'
      ? { source: volume.split(':')[0], target: volume.split(':')[1] }
      : { source: volume.source, target: volume.target },
  );
const hostPath = (service, containerPath) => {
  const mount = mounts(service)
    .filter(({ target }) => containerPath === target || containerPath?.startsWith(`${target}/`))
    .sort((a, b) => b.target.length - a.target.length)[0];
  return mount ? resolve(mount.source, `.${containerPath.slice(mount.target.length)}`) : null;
};
if (env.SITE_DIR !== '') problems.push('api: SITE_DIR must be empty (the gateway serves the files)');
const servedShell = hostPath('shell', '/usr/share/nginx/html');
if (!env.SHELL_DIR || hostPath('api', env.SHELL_DIR) !== servedShell) {
  problems.push(`api: SHELL_DIR (${env.SHELL_DIR}) must be the shell build the gateway serves (${servedShell})`);
}
const servedRemotes = hostPath('shell', '/usr/share/nginx/config/remotes.json');
if (!env.REMOTES_JSON_FILE || hostPath('api', env.REMOTES_JSON_FILE) !== servedRemotes) {
  problems.push(`api: REMOTES_JSON_FILE (${env.REMOTES_JSON_FILE}) must be the remotes.json the gateway serves`);
}
for (const { name, serverEntry } of remoteEntries) {
  if (serverEntry && !services.includes(new URL(serverEntry).hostname)) {
    problems.push(`remotes.json: ${name}'s serverEntry must name a compose service the API reaches`);
  }
}

// shell.conf is the compose server block; its rules live in gateway-site.conf (shared with the topology test).
const gatewayConf = readFileSync('deploy/nginx/gateway-site.conf', 'utf8');
if (!/proxy_set_header X-Forwarded-For \$remote_addr;/.test(gatewayConf)) {
  problems.push('gateway-site.conf: the gateway must set X-Forwarded-For to $remote_addr');
}
if (!/try_files \$uri @page;/.test(gatewayConf) || !/error_page 502 503 504 = @static-page;/.test(gatewayConf)) {
  problems.push('gateway-site.conf: pages go to the API (@page), with the static index.html when no replica answers');
}
if (!readFileSync('deploy/nginx/shell.conf', 'utf8').includes('gateway-site.conf')) {
  problems.push('shell.conf must include gateway-site.conf');
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
