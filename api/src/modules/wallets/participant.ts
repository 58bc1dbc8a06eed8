import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import { childrenOf } from '../families/index.js';

/**
 * Who takes part in a course the payer books (issue 21 item 4): the payer themself, or one of
 * the payer's children — decided from the family links in the database, never from the request
 * alone. 403 for anyone else's child (or any other person).
 */
export async function participantFor(
  db: Kysely<Database>,
  organizationId: string,
  payerId: string,
  participantId: string | undefined,
): Promise<{ id: string; name: string }> {
  if (!participantId || participantId === payerId) return { id: payerId, name: '' };
  const child = (await childrenOf(db, organizationId, payerId)).find((c) => c.id === participantId);
  if (!child) {
    throw new HttpError(403, 'NOT_YOUR_CHILD', 'You can book only for yourself or for your own children.', 'Payment');
  }
  return { id: child.id, name: `${child.firstName} ${child.lastName}` };
}
