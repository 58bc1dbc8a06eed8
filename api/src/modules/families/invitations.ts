import { createHash, randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { HttpError } from '../../lib/http-error.js';
import type { Language } from '../../lib/language.js';
import { addToOutbox } from '../mail/index.js';
import { invitationMail } from './texts.js';
import './tables.js';
import { personName } from '../../lib/person-name.js';

type Db = Kysely<Database>;

/** How long an invitation to link stays valid (like the club's password invitations: 72 h). */
export const familyInvitationHours = 72;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Invites another adult by e-mail to link families: a single-use token (only its hash is kept)
 * mailed through the outbox in the language the inviter chose for the recipient.
 */
export async function inviteAdult(
  db: Db,
  input: { organizationId: string; inviterId: string; email: string; language: Language; origin: string; now: Date },
): Promise<{ id: string; expiresAt: Date }> {
  const inviter = await db
    .selectFrom('users as u')
    .innerJoin('organizations as o', 'o.id', 'u.organization_id')
    .select(['u.email', 'u.first_name', 'u.last_name', 'u.display_name', 'o.name', 'o.company_name'])
    .where('u.organization_id', '=', input.organizationId)
    .where('u.id', '=', input.inviterId)
    .executeTakeFirstOrThrow();
  if (inviter.email.toLowerCase() === input.email.toLowerCase()) {
    throw new HttpError(400, 'INVITE_SELF', 'You cannot invite yourself.', 'Family');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(input.now.getTime() + familyInvitationHours * 3_600_000);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('family_invitations')
      .values({
        organization_id: input.organizationId,
        inviter_id: input.inviterId,
        email: input.email,
        token_hash: hashToken(token),
        expires_at: expiresAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const inviterName = personName(inviter);
    const until = new Intl.DateTimeFormat(input.language === 'de' ? 'de-DE' : 'en-GB', {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'Europe/Berlin',
    }).format(expiresAt);
    const mail = invitationMail(input.language, {
      inviter: inviterName,
      club: inviter.company_name || inviter.name,
      until,
      link: `${input.origin}/members?familyInvitation=${encodeURIComponent(token)}`,
    });
    // Written inside the transaction and delivered by nobody right after: the outbox job's next
    // pass sends it ('caller' would lease it for two minutes to a sender that never comes).
    await addToOutbox(
      trx as unknown as Db,
      {
        organizationId: input.organizationId,
        template: 'FAMILY_INVITATION',
        templateId: null,
        recipient: input.email,
        replyTo: null,
        subject: mail.subject,
        textBody: mail.body,
        htmlBody: null,
      },
      'job',
    );
    return { id: row.id, expiresAt };
  });
}

const invitationGone = () =>
  new HttpError(
    410,
    'INVITATION_INVALID',
    'This invitation link has expired or was already used. Please ask for a new one.',
    'Family',
  );

/**
 * The logged-in person accepts an invitation: the token must be unused, unexpired, of this club
 * and addressed to their own e-mail (a forwarded link links nobody else). The two adults are
 * linked both ways and each becomes a guardian of the other's children.
 */
export async function acceptInvitation(
  db: Db,
  input: { organizationId: string; userId: string; token: string; now: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await trx
      .selectFrom('family_invitations')
      .selectAll()
      .where('token_hash', '=', hashToken(input.token))
      .forUpdate()
      .executeTakeFirst();
    if (
      !invitation ||
      invitation.organization_id !== input.organizationId ||
      invitation.accepted_at !== null ||
      new Date(invitation.expires_at).getTime() <= input.now.getTime()
    ) {
      throw invitationGone();
    }
    const me = await trx
      .selectFrom('users')
      .select('email')
      .where('organization_id', '=', input.organizationId)
      .where('id', '=', input.userId)
      .executeTakeFirstOrThrow();
    if (me.email.toLowerCase() !== invitation.email.toLowerCase() || input.userId === invitation.inviter_id) {
      throw new HttpError(
        409,
        'INVITATION_OTHER_PERSON',
        'This invitation was sent to another e-mail address. Please log in with that address.',
        'Family',
      );
    }
    await trx
      .updateTable('family_invitations')
      .set({ accepted_by: input.userId, accepted_at: input.now })
      .where('id', '=', invitation.id)
      .execute();
    const org = input.organizationId;
    const [a, b] = [invitation.inviter_id, input.userId];
    await trx
      .insertInto('family_links')
      .values([
        { organization_id: org, adult_id: a, linked_id: b },
        { organization_id: org, adult_id: b, linked_id: a },
      ])
      .onConflict((oc) => oc.columns(['adult_id', 'linked_id']).doNothing())
      .execute();
    // Each adult becomes a guardian of the other's children.
    await sql`
      INSERT INTO family_guardians (organization_id, child_id, guardian_id)
      SELECT ${org}, f.child_id, CASE WHEN f.guardian_id = ${a} THEN ${b}::uuid ELSE ${a}::uuid END
      FROM family_guardians f WHERE f.organization_id = ${org} AND f.guardian_id IN (${a}, ${b})
      ON CONFLICT DO NOTHING`.execute(trx);
  });
}

/** The adults linked to a person and their open invitations (the members area's tab). */
export async function linksOf(db: Db, organizationId: string, userId: string, now: Date) {
  const adults = await db
    .selectFrom('family_links as l')
    .innerJoin('users as u', 'u.id', 'l.linked_id')
    .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'u.display_name'])
    .where('l.organization_id', '=', organizationId)
    .where('l.adult_id', '=', userId)
    .orderBy('l.created_at')
    .execute();
  const invitations = await db
    .selectFrom('family_invitations')
    .select(['id', 'email', 'expires_at'])
    .where('organization_id', '=', organizationId)
    .where('inviter_id', '=', userId)
    .where('accepted_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .execute();
  return {
    linkedAdults: adults.map((u) => ({
      id: u.id,
      email: u.email,
      name: personName(u),
    })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      expiresAt: new Date(i.expires_at).toISOString(),
    })),
  };
}
