import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/**
 * The demo's coach account coaches the courses whose classes name him as trainer (issue 31: the
 * right comes from this link, never from the name; the seed knows whose name it wrote).
 */
const coachAccounts: Record<string, string> = { 'Jonas Berger': 'coach@demo.club' };

export async function seedDemoCoaches(db: Kysely<Database>, organizationId: string): Promise<void> {
  for (const [name, email] of Object.entries(coachAccounts)) {
    await sql`
      INSERT INTO course_coaches (organization_id, events_group_id, user_id)
      SELECT DISTINCT s.organization_id, s.events_group_id, u.id
      FROM schedule_series s JOIN users u ON u.organization_id = s.organization_id AND u.email = ${email}
      WHERE s.organization_id = ${organizationId} AND s.events_group_id IS NOT NULL AND ${name} = ANY (s.coach)
      ON CONFLICT DO NOTHING`.execute(db);
  }
}
