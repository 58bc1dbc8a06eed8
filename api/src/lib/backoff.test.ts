import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { backoffDelay, backoffDelaySql } from './backoff.js';

const checks = { first: 10, max: 3_600 };

describe('backoff', () => {
  it('waits the first delay, doubles it with each try and stops at the cap', () => {
    const waits = Array.from({ length: 11 }, (_, tries) => backoffDelay(tries, checks));
    assert.deepEqual(waits, [10, 20, 40, 80, 160, 320, 640, 1_280, 2_560, 3_600, 3_600]);
    assert.equal(backoffDelay(10_000, checks), 3_600, 'no overflow after many tries');
  });

  it('answers the same waits in SQL as in process', async () => {
    const db = new Kysely<Record<string, never>>({ dialect: new PGliteDialect(new PGlite()) });
    try {
      for (const tries of [0, 1, 5, 9, 25]) {
        const { rows } = await sql<{ wait: number }>`SELECT ${backoffDelaySql(sql.val(tries), checks)} AS wait`.execute(
          db,
        );
        assert.equal(Number(rows[0]!.wait), backoffDelay(tries, checks), `after ${tries} tries`);
      }
    } finally {
      await db.destroy();
    }
  });
});
