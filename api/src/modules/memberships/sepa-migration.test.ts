import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { splitStreetAddress } from '../../lib/contracts.js';
import { bearer, orgId, testConfig, visitorToken } from '../../testing/test-helpers.js';
import { familyApplication } from '../../testing/memberships-support.js';

const lines = [
  'Hauptstraße 12a',
  'Straße des 17. Juni 135',
  'Am Markt',
  'Lindenweg 12-14',
  'Gartenstr. 3/1',
  'Am Anger 7 b',
];

describe('migration 120: existing mandates get structured addresses', () => {
  let app: FastifyInstance;
  let org: string;

  before(async () => {
    app = await buildApp(testConfig());
    org = await orgId(app);
    const visitor = await visitorToken(app, org);
    for (const [index, streetAddress] of lines.entries()) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/memberships-service/organizations/${org}/applications`,
        headers: bearer(visitor),
        payload: familyApplication({
          email: `street${index}@example.org`,
          streetAddress,
          postCode: '80331',
          city: 'München',
        }),
      });
      assert.equal(response.statusCode, 201, response.body);
    }
  });
  after(() => app.close());

  it('splits one-line streets in SQL exactly as new applications are split', async () => {
    const migration = await readFile(new URL('../../db/migrations/120_sepa_pain008.sql', import.meta.url), 'utf8');
    const statement = /-- split:begin[^\n]*\n([\s\S]*?)-- split:end/.exec(migration)![1]!;
    // Rows as they were before the migration: no parts yet.
    await app.db
      .updateTable('sepa_mandates')
      .set({ street_name: null, building_number: null, post_code: null, town_name: null })
      .where('organization_id', '=', org)
      .execute();
    await sql.raw(statement).execute(app.db);

    const rows = await app.db
      .selectFrom('sepa_mandates as m')
      .innerJoin('membership_applications as a', 'a.id', 'm.application_id')
      .select(['a.form', 'm.street_name', 'm.building_number', 'm.post_code', 'm.town_name', 'm.country'])
      .where('m.organization_id', '=', org)
      .execute();
    assert.equal(rows.length, lines.length);
    for (const row of rows) {
      const expected = splitStreetAddress(row.form.streetAddress);
      assert.deepEqual(
        [row.street_name, row.building_number, row.post_code, row.town_name, row.country],
        [expected.streetName, expected.buildingNumber, '80331', 'München', 'DE'],
        row.form.streetAddress,
      );
    }
  });
});
