// Validates docker-compose.yml with Debian's docker-compose (there is no Docker engine to run it)
// and checks that every deployable of the remotes manifest has its service and that the deploy
// remotes.json names each remote at its manifest port.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';
import { parse } from 'yaml';

const rendered = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { encoding: 'utf8' });
const services = Object.keys(parse(rendered).services);
const { remoteManifest, remoteNames: remotes } = await tsImport('../shared/src/contracts/remotes.ts', import.meta.url);
const expected = ['postgres', 'api', 'shell', ...remotes];
const missing = expected.filter((name) => !services.includes(name));
const deployed = JSON.parse(readFileSync('deploy/remotes.compose.json', 'utf8'));
// A remote is listed when its entry names it at the manifest's port.
const unlisted = remotes.filter(
  (name) =>
    !deployed.some((remote) => remote.name === name && remote.entry.includes(`:${remoteManifest[name].devPort}/`)),
);
if (missing.length || unlisted.length) {
  console.error(
    `docker-compose.yml lacks services: ${missing.join(', ') || '-'}; remotes.json lacks: ${unlisted.join(', ') || '-'}`,
  );
  process.exit(1);
}
console.log(`docker-compose.yml is valid: ${services.length} services (${services.join(', ')})`);
