// Validates docker-compose.yml with Debian's docker-compose (there is no Docker engine to run it)
// and checks that every deployable has its service and that remotes.json names each remote.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const rendered = execFileSync('docker-compose', ['-f', 'docker-compose.yml', 'config'], { encoding: 'utf8' });
const services = Object.keys(parse(rendered).services);
const remotes = ['mf-content', 'mf-editor', 'mf-training', 'mf-members', 'mf-checkout'];
const expected = ['postgres', 'api', 'shell', ...remotes];
const missing = expected.filter((name) => !services.includes(name));
const listed = JSON.parse(readFileSync('deploy/remotes.compose.json', 'utf8')).map((remote) => remote.name);
const unlisted = remotes.filter((name) => !listed.includes(name));
if (missing.length || unlisted.length) {
  console.error(
    `docker-compose.yml lacks services: ${missing.join(', ') || '-'}; remotes.json lacks: ${unlisted.join(', ') || '-'}`,
  );
  process.exit(1);
}
console.log(`docker-compose.yml is valid: ${services.length} services (${services.join(', ')})`);
