import * as v from 'valibot';
import type { Child, Family, FamilyInvitationSent } from '../schemas';
import { emailRule } from '../rules/fields';
import { supportedLanguages } from '../rules/language';
import { endpoint, shape } from './define';

// Families (issue 21 item 4): a member's children and linked adults. A guardian (the route's
// :userId is the caller, or an administrator acts for them) reads and changes only their own
// children. The child form's own rules (childFormSchema: the contracts' name rule, a birth date of
// someone under 18) run in the handler, answering per field in the caller's language.

const familiesBase = '/families-service/organizations/:orgId';
const guardians = ['self', 'admin'] as const;

/** A child as the child form sends it. */
export const childBody = v.strictObject({
  firstName: v.pipe(v.string(), v.maxLength(60)),
  lastName: v.pipe(v.string(), v.maxLength(60)),
  birthDate: v.pipe(v.string(), v.maxLength(10)),
});

export const familyInvitationBody = v.strictObject({
  email: v.pipe(emailRule, v.maxLength(254)),
  /** The recipient's language (the mail's); the caller's by default. */
  language: v.optional(v.picklist(supportedLanguages)),
});

export const getFamily = endpoint({
  method: 'GET',
  path: `${familiesBase}/users/:userId/family`,
  access: guardians,
  summary: "A member's children, linked adults and open invitations",
  answer: shape<Family>(),
});

export const addChild = endpoint({
  method: 'POST',
  path: `${familiesBase}/users/:userId/children`,
  access: guardians,
  summary: 'Add a child (a person of the club without login, guarded by the member)',
  body: childBody,
  answer: shape<Child>(),
});

export const updateChild = endpoint({
  method: 'PUT',
  path: `${familiesBase}/users/:userId/children/:childId`,
  access: guardians,
  summary: "Change a child's name or birth date",
  body: childBody,
  answer: shape<Child>(),
});

export const removeChild = endpoint({
  method: 'DELETE',
  path: `${familiesBase}/users/:userId/children/:childId`,
  access: guardians,
  summary: 'Remove a child from the family (the record goes when no other guardian is left)',
  answer: shape<null>(),
});

export const inviteAdult = endpoint({
  method: 'POST',
  path: `${familiesBase}/users/:userId/family-invitations`,
  access: ['self'],
  summary: 'Invite another adult by e-mail to link families (mail in the chosen language)',
  body: familyInvitationBody,
  answer: shape<FamilyInvitationSent>(),
});

export const acceptFamilyInvitation = endpoint({
  method: 'POST',
  path: `${familiesBase}/family-invitations/accept`,
  access: ['user'],
  summary: 'Accept an invitation to link families (logged in with the invited e-mail address)',
  body: v.strictObject({ token: v.pipe(v.string(), v.minLength(20), v.maxLength(100)) }),
  answer: shape<Family>(),
});
