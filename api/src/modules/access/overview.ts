import type { Kysely } from 'kysely';
import type { AccessOverview } from '@club/shared/contracts/schemas';
import type { Database } from '../../db/schema.js';
import { unlinkedTrainers } from '../calendar/index.js';
import { latestChanges } from './repository.js';

/** What the roles page shows beside the people: roles, courses, unlinked trainer names, changes. */
export async function accessOverview(db: Kysely<Database>, organizationId: string): Promise<AccessOverview> {
  const [roles, courses, unlinked, changes] = await Promise.all([
    db
      .selectFrom('roles')
      .select(['name', 'permissions'])
      .where('organization_id', '=', organizationId)
      .orderBy('name')
      .execute(),
    db
      .selectFrom('events_groups')
      .select(['id', 'name'])
      .where('organization_id', '=', organizationId)
      .orderBy('name')
      .execute(),
    unlinkedTrainers(db, organizationId),
    latestChanges(db, organizationId),
  ]);
  return { roles, courses, unlinkedTrainers: unlinked, changes };
}
