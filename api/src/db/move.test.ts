import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { bearer, buildTestApp, orgId, userToken } from '../testing/test-helpers.js';
import { connect, type ConnectionOptions } from './connection.js';
import { moveDatabase, TargetNotEmpty } from './move.js';

// The move a club makes when it outgrows the embedded database: its PGlite folder into an empty
// PostgreSQL database (the machine's, when DATABASE_URL is set; else a second PGlite folder, which
// checks the same copy on the embedded engine).
const databaseUrl = process.env.DATABASE_URL?.trim() || null;

describe('db:move (embedded database to PostgreSQL)', () => {
  it('moves the demo clubs with every row, and the site then serves them from the target', async () => {
    const sourceDir = mkdtempSync(join(tmpdir(), 'club-move-source-'));
    const embedded = await buildTestApp({ databaseUrl: null, databaseSchema: null, pgliteDir: sourceDir });
    const demoId = await orgId(embedded);
    // A change of the club's own, after the seed: it must arrive too.
    const admin = await userToken(embedded, demoId, 'admin@demo.club');
    const menus = (
      await embedded.inject({ url: `/api/content-service/organizations/${demoId}/menu/main`, headers: bearer(admin) })
    ).json() as Array<{ path: string; children: Array<{ id: string; path: string }> }>;
    const item = menus.find((menu) => menu.path === '/header')?.children[0];
    assert.ok(item, 'a header menu item');
    const renamed = await embedded.inject({
      method: 'PUT',
      url: `/api/content-service/organizations/${demoId}/menu`,
      headers: { ...bearer(admin), 'accept-language': 'de' },
      payload: { id: item.id, name: 'Umzug geprüft' },
    });
    assert.equal(renamed.statusCode, 200, renamed.body);
    await embedded.close();

    const target: ConnectionOptions = databaseUrl
      ? {
          databaseUrl,
          databaseSchema: `move_${randomBytes(5).toString('hex')}`,
          dropSchemaOnClose: false,
          pgliteDir: null,
        }
      : {
          databaseUrl: null,
          databaseSchema: null,
          dropSchemaOnClose: false,
          pgliteDir: mkdtempSync(join(tmpdir(), 'club-move-target-')),
        };
    const source = await connect({
      databaseUrl: null,
      databaseSchema: null,
      dropSchemaOnClose: false,
      pgliteDir: sourceDir,
    });
    const targetHandle = await connect(target);
    try {
      const moved = await moveDatabase(source, targetHandle);
      assert.ok(moved.length > 40, `every table is listed (${moved.length})`);
      assert.deepEqual(
        moved.filter((table) => table.source !== table.target),
        [],
        'every table has as many rows on both sides',
      );
      const users = moved.find((table) => table.table === 'users');
      assert.ok(users && users.target >= 3, `the demo accounts arrived (${users?.target})`);
      await assert.rejects(moveDatabase(source, targetHandle), TargetNotEmpty, 'a second move into it is refused');
    } finally {
      await source.close();
      await targetHandle.close();
    }

    const served = await buildTestApp({ ...target, dropSchemaOnClose: Boolean(databaseUrl) });
    try {
      assert.equal(await orgId(served), demoId, 'the same club, with the same id');
      const token = await userToken(served, demoId, 'admin@demo.club');
      assert.ok(token, 'the administrator signs in with the moved password hash');
      const read = await served.inject({
        url: `/api/content-service/organizations/${demoId}/menu/getByPath?path=${item.path}`,
        headers: { ...bearer(token), 'accept-language': 'de' },
      });
      assert.equal(read.json().name, 'Umzug geprüft', 'a change made after the seed arrived too');
      const page = await served.inject({
        url: `/api/content-service/organizations/${demoId}/menu/main`,
        headers: bearer(token),
      });
      assert.equal(page.statusCode, 200);
    } finally {
      await served.close();
    }
  });
});
