import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { DatabaseHandle } from './connection.js';

const migrationsDir = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Applies migrations/NNN_name.sql in order, each once, recorded in schema_migrations. `then`
 * runs under the same lock (the demo seed): replicas starting together migrate and seed once.
 */
export async function migrate(handle: DatabaseHandle, then?: () => Promise<unknown>): Promise<string[]> {
  return handle.withMigrationLock(async () => {
    await handle.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await sql<{ version: string }>`SELECT version FROM schema_migrations`.execute(handle.db);
    const applied = new Set(rows.map((r) => r.version));
    const files = readdirSync(migrationsDir)
      .filter((f) => /^\d{3}_.+\.sql$/.test(f))
      .sort();
    const done: string[] = [];
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (applied.has(version)) continue;
      const script = readFileSync(join(migrationsDir, file), 'utf8');
      try {
        await handle.exec(`BEGIN;\n${script}\nINSERT INTO schema_migrations (version) VALUES ('${version}');\nCOMMIT;`);
      } catch (error) {
        await handle.exec('ROLLBACK').catch(() => undefined);
        throw error;
      }
      done.push(version);
    }
    await then?.();
    return done;
  });
}
