import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { testConfig } from '../testing/test-helpers.js';
import { connect, type DatabaseHandle } from './connection.js';

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
