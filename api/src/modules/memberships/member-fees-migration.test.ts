import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../app.js';
import { orgId, testConfig, userToken } from '../../testing/test-helpers.js';
import { activeMember } from '../../testing/sepa-support.js';

describe('migration 220: quarters collected before count as paid months, the first FRST as the admission', () => {
  let app: FastifyInstance;
  let org: string;

  before(async () => {
    app = await buildApp(testConfig({ now: () => Date.parse('2026-11-24T10:00:00Z') }));
    org = await orgId(app);
    const admin = await userToken(app, org, 'admin@demo.club');
    await activeMember(app, org, admin, { email: 'old.payer@example.org' });
  });
  after(() => app.close());

  it('fills the months of each collected quarter once and the admission with the first FRST', async () => {
    const mandate = await app.db
      .selectFrom('sepa_mandates')
      .select(['id', 'application_id'])
      .where('organization_id', '=', org)
      .executeTakeFirstOrThrow();
    // As collected before issue 32: a FRST in Q4/2026 and an RCUR in Q1/2027, quarters only.
    await app.db
      .insertInto('sepa_collection_items')
      .values([
        {
          organization_id: org,
          mandate_id: mandate.id,
          due_date: '2026-12-01',
          sequence_type: 'FRST',
          amount_cents: 14000,
          period: 'Q4/2026',
        },
        {
          organization_id: org,
          mandate_id: mandate.id,
          due_date: '2027-01-04',
          sequence_type: 'RCUR',
          amount_cents: 10500,
          period: 'Q1/2027',
        },
      ])
      .execute();
    const migration = await readFile(new URL('../../db/migrations/220_member_fees.sql', import.meta.url), 'utf8');
    const statements = /-- backfill:begin[^\n]*\n([\s\S]*?)-- backfill:end/.exec(migration)![1]!;
    for (const statement of statements.split(/;\s*\n/).filter((s) => s.trim()))
      await sql.raw(statement).execute(app.db);

    const months = await app.db
      .selectFrom('membership_fee_months')
      .select(['month', 'due_date'])
      .where('application_id', '=', mandate.application_id)
      .orderBy('month')
      .execute();
    assert.deepEqual(
      months.map((m) => [m.month, m.due_date]),
      [
        ['2026-10', '2026-12-01'],
        ['2026-11', '2026-12-01'],
        ['2026-12', '2026-12-01'],
        ['2027-01', '2027-01-04'],
        ['2027-02', '2027-01-04'],
        ['2027-03', '2027-01-04'],
      ],
    );
    const application = await app.db
      .selectFrom('membership_applications')
      .select('admission_due_date')
      .where('id', '=', mandate.application_id)
      .executeTakeFirstOrThrow();
    assert.equal(application.admission_due_date, '2026-12-01');
  });
});
