// Real imports: shared/src/contracts/package.json marks the contracts as ES modules, so Node (tsx
// in tests and scripts) names their `export *` re-exports and lint and tools see these edges.
import * as contractValues from '@club/shared/contracts';
import * as contractSchemas from '@club/shared/contracts/schemas';
import * as contractEndpoints from '@club/shared/contracts/endpoints';
import de from '@club/shared/locales/de.json' with { type: 'json' };
import en from '@club/shared/locales/en.json' with { type: 'json' };

/** Every value of @club/shared/contracts (entity constants, valibot rules) for the API. */
export const contracts = contractValues;
/** The entity shapes as TypeBox schemas (route schemas and OpenAPI are built from them). */
export const schemas = contractSchemas;
/** Every call of the API, declared once (lib/endpoint-route.ts registers a route from each). */
export const endpoints = contractEndpoints;

export const { templateCatalogue, templateTypes, fieldTypes, frontendUserPermissions, permissions } = contracts;

// The same valibot schemas the front end's forms run (the contact form's and the menu name's are
// the bodies of their endpoints, run by lib/validators.ts).
export const {
  membershipApplicationRequestSchema,
  membershipTypeById,
  membershipTypes,
  maskIban,
  sepaMandateText,
  membershipTerms,
  validateProfileForm,
  validateChildForm,
  splitContactNumber,
  joinContactNumber,
  cardSchema,
  cardBrandOf,
  paymentSuccessCode,
  formatPhone,
  toE164,
} = contracts;

// Berlin calendar dates ("today" of a due date, a birthday), whatever the server's time zone.
export const { berlinToday, berlinDate, isIsoDate, addDays } = contracts;
// Money: euros with at most two decimals (rules/money.ts).
export const { hasWholeCents } = contracts;

// The treasurer's tables: search and sort shared with the page, so the CSV matches the screen.
export const { tableView, memberColumns, memberSortKeys, applicationColumns, applicationSortKeys } = contracts;

// SEPA: TARGET business days for due dates, street lines split for structured addresses.
export const {
  dueDateProblem,
  earliestDueDate,
  suggestedDueDate,
  nextQuarterStart,
  splitStreetAddress,
  sepaReturnReasonCodes,
} = contracts;

// The message texts the forms show, so the API answers a failed rule with the same words.
type Messages = Record<string, unknown>;
const commonLocales: Record<'de' | 'en', Messages> = { de, en };

/** The text of a shared message key ('validation.mandatory') in a language, or the key itself. */
export function sharedMessage(key: string, lang: 'de' | 'en'): string {
  const text = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], commonLocales[lang]);
  return typeof text === 'string' ? text : key;
}
