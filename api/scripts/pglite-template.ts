// Writes the archive of a freshly migrated, empty embedded database to the path given as the
// first argument (api/scripts/test.mjs). Every in-memory test database starts from it instead of
// running PGlite's initdb and the migrations again; seeding still runs per test app.
import { writeFileSync } from 'node:fs';
import { connect } from '../src/db/connection.js';
import { migrate } from '../src/db/migrate.js';

const target = process.argv[2];
if (!target) throw new Error('usage: pglite-template.ts <file>');
const handle = await connect({ databaseUrl: null, databaseSchema: null, dropSchemaOnClose: false, pgliteDir: null });
await migrate(handle);
const archive = await handle.dump!();
writeFileSync(target, Buffer.from(await archive.arrayBuffer()));
await handle.close();
