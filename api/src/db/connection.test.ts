import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { testConfig } from '../testing/test-helpers.js';
import { connect, type DatabaseHandle } from './connection.js';
import { migrate } from './migrate.js';

// Run under TZ=Asia/Tokyo and TZ=America/Los_Angeles too: a driver that turned DATE into a Date
// at local midnight would give the day before (Tokyo) once sliced as UTC.
describe('DATE columns', () => {
  let handle: DatabaseHandle;
  before(async () => {
    const config = testConfig();
    handle = await connect(config);
  });
  after(() => handle.close());

  it('come back as the calendar date PostgreSQL holds, as text, on this driver', async () => {
    const { rows } = await sql<{ day: unknown; days: unknown }>`
      SELECT DATE '2027-01-01' AS day, DATE '2026-03-29' + 1 AS days`.execute(handle.db);
    assert.equal(rows[0]!.day, '2027-01-01');
    assert.equal(rows[0]!.days, '2026-03-30', 'the day after the switch to summer time');
  });

  it('keeps timestamps as instants', async () => {
    const { rows } = await sql<{ at: unknown }>`SELECT TIMESTAMPTZ '2026-11-24T00:30:00+01:00' AS at`.execute(
      handle.db,
    );
    assert.ok(rows[0]!.at instanceof Date);
    assert.equal((rows[0]!.at as Date).toISOString(), '2026-11-23T23:30:00.000Z');
  });
});

// The suite's template (scripts/test.mjs): every test database that starts from it must hold every
// migration, and two databases started from it must not share a row.
describe('an embedded database started from the migrated template', () => {
  // Embedded in the PostgreSQL run too: the template is PGlite's alone.
  const embedded = { ...testConfig(), databaseUrl: null, databaseSchema: null };
  let template: string;
  const handles: DatabaseHandle[] = [];
  before(async () => {
    const source = await connect({ ...embedded, pgliteTemplate: null });
    handles.push(source);
    await migrate(source);
    template = join(mkdtempSync(join(tmpdir(), 'club-template-test-')), 'template.tar');
    writeFileSync(template, Buffer.from(await (await source.dump!()).arrayBuffer()));
  });
  after(() => Promise.all(handles.map((handle) => handle.close())));

  it('has every migration applied, and two copies are separate databases', async () => {
    const first = await connect({ ...embedded, pgliteTemplate: template });
    const second = await connect({ ...embedded, pgliteTemplate: template });
    handles.push(first, second);
    assert.deepEqual(await migrate(first), [], 'no migration left to apply');
    const migrationFiles = readdirSync(new URL('./migrations/', import.meta.url)).filter((f) => f.endsWith('.sql'));
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM schema_migrations`.execute(first.db);
    assert.equal(rows[0]!.n, migrationFiles.length);
    await sql`INSERT INTO organizations (name, email) VALUES ('only-in-first', 'first@example.org')`.execute(first.db);
    const inSecond = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM organizations WHERE name = 'only-in-first'`.execute(second.db);
    assert.equal(inSecond.rows[0]!.n, 0);
  });
});
