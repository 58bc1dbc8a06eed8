// Runs the API suite on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

// bench/ holds the benches' own helpers (their tests are unit tests; the benches themselves print, never assert).
const files = [...testFiles('src'), ...testFiles('bench')].sort();
// One freshly migrated embedded database per time zone, written once; every in-memory test
// database loads it (src/db/connection.ts pgliteTemplate) instead of running initdb and the
// migrations again (about 3 s of CPU per test app).
function pgliteTemplate(timeZone) {
  const file = join(mkdtempSync(join(tmpdir(), 'club-pglite-template-')), 'template.tar');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/pglite-template.ts', file], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '', ...(timeZone ? { TZ: timeZone } : {}) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return file;
}
const template = pgliteTemplate();

const runs = [{ label: 'PGlite', databaseUrl: '' }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });

for (const run of runs) {
  console.log(`\n=== API tests on ${run.label} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=4', ...files], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: run.databaseUrl, PGLITE_TEMPLATE: template },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Calendar dates must not depend on the server's time zone (issue 20): the date-sensitive files
// run again on PGlite east and west of Berlin.
const dateSensitive = [
  'src/db/connection.test.ts',
  'src/modules/memberships/sepa.test.ts',
  'src/modules/memberships/sepa-runs.test.ts',
  'src/modules/memberships/lists.test.ts',
  'src/modules/memberships/member-record.test.ts',
  'src/modules/users/users.test.ts',
];
for (const timeZone of ['Asia/Tokyo', 'America/Los_Angeles']) {
  console.log(`\n=== date-sensitive API tests on PGlite, TZ=${timeZone} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=4', ...dateSensitive], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: '', TZ: timeZone, PGLITE_TEMPLATE: pgliteTemplate(timeZone) },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
