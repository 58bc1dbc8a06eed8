import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { personName } from '../../lib/person-name.js';

/**
 * Whom a sign-up's mail greets. A child's sign-up (issue 35, children) carries the guardian's
 * e-mail, so its mails greet the guardian and name the child (the `…Child` texts); anyone else's
 * greet the person. `child` is null for a person's own sign-up.
 */
export async function greetingOf(
  db: Kysely<Database> | Transaction<Database>,
  person: { name: string; signedUpBy?: string | null },
): Promise<{ name: string; child: string | null }> {
  if (!person.signedUpBy) return { name: person.name, child: null };
  const guardian = await db
    .selectFrom('users')
    .select(['first_name', 'last_name', 'display_name', 'email'])
    .where('id', '=', person.signedUpBy)
    .executeTakeFirst();
  return guardian ? { name: personName(guardian), child: person.name } : { name: person.name, child: null };
}
