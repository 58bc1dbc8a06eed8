// Runs the API suite on embedded PGlite always, and again on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return testFiles(path);
    return name.endsWith('.test.ts') ? [path] : [];
  });
}

const files = testFiles('src').sort();
const runs = [{ label: 'PGlite', databaseUrl: '' }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', databaseUrl: process.env.DATABASE_URL });

for (const run of runs) {
  console.log(`\n=== API tests on ${run.label} ===`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=4', ...files], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: run.databaseUrl },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
