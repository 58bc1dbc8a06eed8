// pnpm db:move --to postgres://user:password@host:5432/club [--schema name]
// Copies the embedded database (DATA_DIR/pglite) into an EMPTY PostgreSQL database and compares
// every table's row count. Stop the API first (an embedded database has one process at a time).
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.js';
import { connect } from '../db/connection.js';
import { moveDatabase, TargetNotEmpty } from '../db/move.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { to: { type: 'string' }, schema: { type: 'string' } },
});
if (!values.to?.startsWith('postgres')) {
  console.error('Usage: pnpm db:move --to postgres://user:password@host:5432/database [--schema name]');
  process.exit(2);
}
const config = loadConfig({ ...process.env, DATABASE_URL: '' });
if (!config.pgliteDir) throw new Error('No embedded database folder');
const source = await connect({ ...config, databaseUrl: null });
const target = await connect({
  databaseUrl: values.to,
  databaseSchema: values.schema ?? null,
  dropSchemaOnClose: false,
  pgliteDir: null,
});
try {
  const moved = await moveDatabase(source, target);
  const different = moved.filter((table) => table.source !== table.target);
  const rows = moved.reduce((sum, table) => sum + table.target, 0);
  console.log(`Moved ${moved.length} tables, ${rows} rows, from ${config.pgliteDir}.`);
  for (const table of different) console.error(`Row counts differ: ${table.table} ${table.source} -> ${table.target}`);
  if (different.length > 0) process.exitCode = 1;
  else console.log('Every table has as many rows in PostgreSQL. Start the API with DATABASE_URL set to the target.');
} catch (error) {
  if (error instanceof TargetNotEmpty) {
    console.error(error.message);
    process.exitCode = 2;
  } else throw error;
} finally {
  await source.close();
  await target.close();
}
