import * as v from 'valibot';
import { berlinDate, berlinToday } from '../dates/berlin-date';
import { isValidBIC } from 'ibantools';
import { contactEmailSchema, contactMessages } from './contact';
import { germanIbanOf, isValidGermanIban } from './iban';
import { isValidMemberPhone } from './phone-number';
import { singleLineText } from './control-characters';
import { personNamePattern } from './patterns';
import { isGermanPostCode } from './post-code';

/**
 * Membership form rules (members-and-transactions.md §3, §5, §9). Messages are i18n keys of the
 * shared 'common' namespace (English text = the spec's); the wizard and the API run these.
 */
const membershipMessages = {
  ...contactMessages,
  invalidField: 'validation.invalidField',
  invalidPhone: 'validation.invalidPhone',
  invalidPostCode: 'validation.invalidPostCode',
  ibanEmpty: 'validation.ibanEmpty',
  dateInFuture: 'validation.dateInFuture',
  ibanInvalid: 'validation.ibanInvalid',
  familySize: 'validation.familySize',
  typeMissing: 'validation.typeMissing',
} as const;

export type PriceCategory =
  | 'adults'
  | 'marriedCouples'
  | 'family'
  | 'childrenAndYoungPeople'
  | 'pupilsStudentsTrainees'
  | 'federalVolunteerService'
  | 'peopleWithDisabilities'
  | 'disabledMarried'
  | 'disabledFamily'
  | 'pensioner';

/** §9: monthly contributions in euro cents, in the order the price list shows them. */
export const monthlyPrices: ReadonlyArray<{ category: PriceCategory; cents: number }> = [
  { category: 'adults', cents: 1950 },
  { category: 'marriedCouples', cents: 3000 },
  { category: 'family', cents: 3500 },
  { category: 'childrenAndYoungPeople', cents: 1000 },
  { category: 'pupilsStudentsTrainees', cents: 1000 },
  { category: 'federalVolunteerService', cents: 1000 },
  { category: 'peopleWithDisabilities', cents: 1000 },
  { category: 'disabledMarried', cents: 1950 },
  { category: 'disabledFamily', cents: 2200 },
  { category: 'pensioner', cents: 1000 },
];

const priceOf = (category: PriceCategory): number => monthlyPrices.find((p) => p.category === category)?.cents ?? 0;

export interface MembershipType {
  id: number;
  /** i18n key suffix of the label ('forMe' -> membership.types.forMe). */
  key: string;
  min: number;
  max: number;
  /** The spec's default; a club enables others in its membership settings. */
  enabledByDefault: boolean;
  /** Monthly fee for a number of people (the applicant included), in cents. */
  monthlyCents: (people: number) => number;
  /** The §9 categories its fee is made of: the price list shows these as open to online applicants. */
  priceCategories: readonly PriceCategory[];
}

// Where §9 has no exact category, the nearest one is used (documented in mf-checkout's README):
// a parent with a child pays adults + children; the reduced groups pay their reduced rate each.
export const membershipTypes: readonly MembershipType[] = [
  {
    id: 1,
    key: 'forMe',
    min: 1,
    max: 1,
    enabledByDefault: true,
    monthlyCents: () => priceOf('adults'),
    priceCategories: ['adults'],
  },
  {
    id: 2,
    key: 'forMySon',
    min: 2,
    max: 2,
    enabledByDefault: false,
    monthlyCents: adultAndChildren,
    priceCategories: ['adults', 'childrenAndYoungPeople'],
  },
  {
    id: 3,
    key: 'forMyDaughter',
    min: 2,
    max: 2,
    enabledByDefault: false,
    monthlyCents: adultAndChildren,
    priceCategories: ['adults', 'childrenAndYoungPeople'],
  },
  {
    id: 4,
    key: 'couple',
    min: 2,
    max: 2,
    enabledByDefault: false,
    monthlyCents: () => priceOf('marriedCouples'),
    priceCategories: ['marriedCouples'],
  },
  {
    id: 5,
    key: 'family',
    min: 2,
    max: 4,
    enabledByDefault: false,
    monthlyCents: () => priceOf('family'),
    priceCategories: ['family'],
  },
  {
    id: 6,
    key: 'student',
    min: 1,
    max: 1,
    enabledByDefault: false,
    monthlyCents: perPerson('pupilsStudentsTrainees'),
    priceCategories: ['pupilsStudentsTrainees'],
  },
  {
    id: 7,
    key: 'trainee',
    min: 1,
    max: 1,
    enabledByDefault: false,
    monthlyCents: perPerson('pupilsStudentsTrainees'),
    priceCategories: ['pupilsStudentsTrainees'],
  },
  {
    id: 8,
    key: 'military',
    min: 1,
    max: 1,
    enabledByDefault: false,
    monthlyCents: perPerson('federalVolunteerService'),
    priceCategories: ['federalVolunteerService'],
  },
  {
    id: 9,
    key: 'pensioner',
    min: 1,
    max: 1,
    enabledByDefault: false,
    monthlyCents: perPerson('pensioner'),
    priceCategories: ['pensioner'],
  },
  {
    id: 10,
    key: 'unemployed',
    min: 1,
    max: 1,
    enabledByDefault: false,
    monthlyCents: perPerson('pupilsStudentsTrainees'),
    priceCategories: ['pupilsStudentsTrainees'],
  },
];

function adultAndChildren(people: number): number {
  return priceOf('adults') + Math.max(0, people - 1) * priceOf('childrenAndYoungPeople');
}
function perPerson(category: PriceCategory) {
  return (people: number) => people * priceOf(category);
}

export const membershipTypeById = (id: number): MembershipType | undefined => membershipTypes.find((t) => t.id === id);

/** A family member list resized to a type's bounds: trimmed above max, blank ones added up to min. */
export function resizeFamily<T>(members: T[], type: MembershipType, blank: () => T): T[] {
  const wanted = Math.min(Math.max(members.length + 1, type.min), type.max) - 1;
  if (members.length > wanted) return members.slice(0, wanted);
  return [...members, ...Array.from({ length: wanted - members.length }, blank)];
}

// Bank names from the Bundesbank list hold digits, dots, hyphens and often exceed 30 characters.
const bankPattern = /^[\p{L}\d .,&()/'+-]{2,70}$/u;
const isoDate = /^\d{4}-\d{2}-\d{2}$/;

const trimmed = v.pipe(v.string(), singleLineText, v.trim(), v.nonEmpty(contactMessages.mandatory));
export const membershipTextSchema = v.pipe(
  trimmed,
  v.transform((s) => s.replace(/\s+/g, ' ')),
  v.regex(personNamePattern, contactMessages.textInvalid),
);
const bankNameSchema = v.pipe(trimmed, v.regex(bankPattern, contactMessages.textInvalid));
/** The one German post code rule (post-code.ts: 01001 to 99998), as the wizard's field. */
export const postCodeSchema = v.pipe(trimmed, v.check(isGermanPostCode, membershipMessages.invalidPostCode));
const pastDateSchema = v.pipe(
  trimmed,
  v.regex(isoDate, membershipMessages.invalidField),
  v.check((s) => !Number.isNaN(Date.parse(s)), membershipMessages.invalidField),
  v.check((s) => s <= berlinToday(), membershipMessages.dateInFuture),
);
const countryCodeSchema = v.pipe(trimmed, v.regex(/^\+\d{1,3}$/, membershipMessages.invalidField));

/** Compact electronic form, whatever was typed or pasted behind the fixed 'DE' (iban.ts). */
const electronicIban = (value: string): string => germanIbanOf(value.replace(/^\s*DE/i, ''));

/** §5 IBAN: the fixed DE prefix plus a remainder that is non-empty and a valid German IBAN. */
export const ibanSchema = v.pipe(
  v.string(),
  // Room for a pasted IBAN with spaces; anything longer is no IBAN (and is never transformed).
  v.maxLength(42, membershipMessages.ibanInvalid),
  v.transform(electronicIban),
  v.check((s) => s.length > 2, membershipMessages.ibanEmpty),
  v.check(isValidGermanIban, membershipMessages.ibanInvalid),
);
const bicSchema = v.pipe(
  v.string(),
  v.transform((s) => s.trim().toUpperCase()),
  v.nonEmpty(contactMessages.mandatory),
  v.check((s) => isValidBIC(s), membershipMessages.invalidField),
);

export { isValidMemberPhone };
// The one phone rule's normalising and display (E.164 stored, national format shown).
export { formatPhone, toE164 } from './phone-number';

const familyMemberSchema = v.object({ firstName: membershipTextSchema, birthDay: pastDateSchema });

const membershipFields = {
  date: v.pipe(trimmed, v.regex(isoDate, membershipMessages.invalidField)),
  types: v.pipe(v.number(membershipMessages.typeMissing), v.integer(), v.minValue(1, membershipMessages.typeMissing)),
  familyName: membershipTextSchema,
  // The largest type (family) has 4 people; 10 bounds what the server reads before that check.
  familyMembers: v.pipe(v.array(familyMemberSchema), v.maxLength(10, membershipMessages.familySize)),
  gender: v.picklist(['Male', 'Female'], contactMessages.mandatory),
  firstName: membershipTextSchema,
  birthDay: pastDateSchema,
  streetAddress: v.pipe(trimmed, v.maxLength(100, membershipMessages.invalidField)),
  postCode: postCodeSchema,
  city: membershipTextSchema,
  countryCode: countryCodeSchema,
  phone: v.pipe(trimmed, v.maxLength(30, membershipMessages.invalidPhone)),
  email: contactEmailSchema,
  iban: ibanSchema,
  bic: bicSchema,
  bank: bankNameSchema,
  accountHolder: membershipTextSchema,
};

/** The admission form (step 1): valid only with a type, all fields valid and the family within its bounds. */
export const membershipFormSchema = v.pipe(
  v.object(membershipFields),
  // partialCheck: runs as soon as the fields it reads are valid, even while others are not.
  v.forward(
    v.partialCheck(
      [['countryCode'], ['phone']],
      (form) => isValidMemberPhone(form.countryCode, form.phone),
      membershipMessages.invalidPhone,
    ),
    ['phone'],
  ),
  v.forward(
    v.partialCheck(
      [['types']],
      (form) => {
        const type = membershipTypeById(form.types);
        // Only the count matters here, not whether each member is filled in yet.
        const people = ((form as { familyMembers?: unknown[] }).familyMembers?.length ?? 0) + 1;
        return !type || (people >= type.min && people <= type.max);
      },
      membershipMessages.familySize,
    ),
    ['familyMembers'],
  ),
  v.forward(
    v.partialCheck([['types']], (form) => membershipTypeById(form.types) !== undefined, membershipMessages.typeMissing),
    ['types'],
  ),
);
// The checks that read several fields (phone with its country code, family size by type), for
// the request's strict form below: one set of checks for the form and the API.
const [, ...formChecks] = membershipFormSchema.pipe;
export type MembershipForm = v.InferOutput<typeof membershipFormSchema>;
export type MembershipFormInput = v.InferInput<typeof membershipFormSchema>;

/**
 * What the wizard sends and the API's body rule (POST .../applications): the form plus a key the
 * client keeps across retries (idempotency). The same fields and checks as the form; a field the
 * form does not have is refused (the wizard sends the form's parsed output, never more).
 */
export const membershipApplicationRequestSchema = v.strictObject(
  {
    submissionId: v.pipe(v.string(), v.uuid(membershipMessages.invalidField)),
    form: v.pipe(
      v.strictObject(
        {
          ...membershipFields,
          familyMembers: v.pipe(
            v.array(v.strictObject(familyMemberSchema.entries, membershipMessages.invalidField)),
            v.maxLength(10, membershipMessages.familySize),
          ),
        },
        membershipMessages.invalidField,
      ),
      ...formChecks,
    ),
  },
  membershipMessages.invalidField,
);
export type MembershipApplicationRequest = v.InferOutput<typeof membershipApplicationRequestSchema>;

/** "DE89 3704 0044 0532 0130 00" -> "DE89 •••• •••• •••• ••30 00": lists never show a full IBAN. */
export function maskIban(iban: string): string {
  const compact = electronicIban(iban);
  if (compact.length < 8) return '••••';
  const masked = compact.slice(0, 4) + '•'.repeat(compact.length - 8) + compact.slice(-4);
  return masked.replace(/(.{4})/g, '$1 ').trim();
}

/**
 * First day of the quarter after `today` (YYYY-MM-DD): the start of the next collection period.
 * An instant is taken as its Berlin date (23:30 UTC on 31 December is already January in Berlin).
 */
export function nextQuarterStart(today: Date | string): string {
  const date = typeof today === 'string' ? today : berlinDate(today);
  const month = Number(date.slice(5, 7)) - 1;
  const nextQuarterMonth = (Math.floor(month / 3) + 1) * 3;
  const year = Number(date.slice(0, 4)) + (nextQuarterMonth >= 12 ? 1 : 0);
  return `${year}-${String((nextQuarterMonth % 12) + 1).padStart(2, '0')}-01`;
}
