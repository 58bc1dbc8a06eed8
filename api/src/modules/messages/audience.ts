import { sql, type Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { MessageAudience } from '@club/shared/contracts/endpoints/messages';
import type { Database } from '../../db/schema.js';
import type { Language } from '../../lib/language.js';
import { berlinToday } from '../../lib/contracts.js';
import '../users/index.js';
import '../auth/index.js';
import '../families/index.js';
import '../memberships/index.js';
import './tables.js';
import { personName } from '../../lib/person-name.js';

type Db = Kysely<Database>;
const zone = 'Europe/Berlin';

/** Someone a message is mailed to, and the people of the audience they stand for (themself, children). */
export interface Recipient {
  userId: string;
  email: string;
  name: string;
  language: Language;
  /** The audience's people this recipient is reached for: themself and/or their children. */
  forPeople: Array<{ id: string; name: string; isChild: boolean }>;
}

/** The people an audience names in this club (children included as themselves). */
async function audiencePeople(db: Db, organizationId: string, audience: MessageAudience, now: Date): Promise<string[]> {
  switch (audience.kind) {
    case 'course': {
      const rows = await db
        .selectFrom('events_group_members')
        .select('user_id')
        .where('organization_id', '=', organizationId)
        .where('events_group_id', '=', audience.eventsGroupId)
        .execute();
      return rows.map((r) => r.user_id);
    }
    case 'role':
    case 'allMembers': {
      const role = audience.kind === 'role' ? audience.role : 'MEMBER_USER';
      const rows = await db
        .selectFrom('users as u')
        .innerJoin('roles as r', 'r.id', 'u.role_id')
        .select('u.id')
        .where('u.organization_id', '=', organizationId)
        .where('r.name', '=', role)
        .execute();
      return rows.map((r) => r.id);
    }
    case 'feeCategory': {
      // The fee category is the type of the member's accepted membership that has not ended.
      const today = berlinToday(now);
      const rows = await db
        .selectFrom('membership_applications')
        .select('user_id')
        .where('organization_id', '=', organizationId)
        .where('state', '=', 'accepted')
        .where('type_id', '=', audience.typeId)
        .where('user_id', 'is not', null)
        .where((eb) => eb.or([eb('ends_on', 'is', null), eb('ends_on', '>=', today)]))
        .execute();
      return rows.flatMap((r) => (r.user_id ? [r.user_id] : []));
    }
    case 'bookings': {
      const from = DateTime.fromISO(audience.from, { zone }).startOf('day').toJSDate();
      const to = DateTime.fromISO(audience.to, { zone }).endOf('day').toJSDate();
      const rows = await db
        .selectFrom('events_group_members as m')
        .select('m.user_id')
        .distinct()
        .where('m.organization_id', '=', organizationId)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('schedule_occurrences as o')
              .select(sql`1`.as('one'))
              .whereRef('o.events_group_id', '=', 'm.events_group_id')
              .where('o.cancelled', '=', false)
              .where('o.starts_at', '>=', from)
              .where('o.starts_at', '<=', to),
          ),
        )
        .execute();
      return rows.map((r) => r.user_id);
    }
  }
}

/**
 * Who gets a message: the audience's people, a child replaced by its guardians; only people of this
 * club with a mailbox (no .invalid, not erased), each once, and without those who unsubscribed.
 */
export async function resolveRecipients(
  db: Db,
  organizationId: string,
  audience: MessageAudience,
  now: Date,
): Promise<Recipient[]> {
  const people = [...new Set(await audiencePeople(db, organizationId, audience, now))];
  if (people.length === 0) return [];
  const guardianLinks = await db
    .selectFrom('family_guardians')
    .select(['child_id', 'guardian_id'])
    .where('organization_id', '=', organizationId)
    .where('child_id', 'in', people)
    .execute();
  const forPerson = new Map<string, Set<string>>();
  const add = (recipientId: string, personId: string) =>
    forPerson.set(recipientId, (forPerson.get(recipientId) ?? new Set()).add(personId));
  const children = new Set(guardianLinks.map((l) => l.child_id));
  for (const link of guardianLinks) add(link.guardian_id, link.child_id);
  for (const id of people) if (!children.has(id)) add(id, id);

  const ids = [...new Set([...forPerson.keys(), ...people])];
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('course_mail_settings as c', 'c.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.display_name',
      'u.erased_at',
      sql<string | null>`coalesce(c.language, (
        SELECT a.language FROM membership_applications a WHERE a.user_id = u.id ORDER BY a.created_at DESC LIMIT 1))`.as(
        'language',
      ),
      (eb) =>
        eb
          .exists(eb.selectFrom('message_unsubscribes as s').select('s.user_id').whereRef('s.user_id', '=', 'u.id'))
          .as('is_unsubscribed'),
    ])
    .where('u.organization_id', '=', organizationId)
    .where('u.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const recipients: Recipient[] = [];
  for (const [recipientId, personIds] of forPerson) {
    const row = byId.get(recipientId);
    if (!row || row.erased_at || row.is_unsubscribed || row.email.endsWith('.invalid')) continue;
    recipients.push({
      userId: row.id,
      email: row.email,
      name: personName(row),
      language: row.language === 'en' ? 'en' : 'de',
      forPeople: [...personIds].flatMap((id) => {
        const person = byId.get(id);
        return person ? [{ id, name: personName(person), isChild: children.has(id) }] : [];
      }),
    });
  }
  return recipients.sort((a, b) => a.email.localeCompare(b.email));
}
