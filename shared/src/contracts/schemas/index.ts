// Entity shapes as valibot schemas (answers declared once, issue 38): the API serialises its
// answers with them and generates its OpenAPI document from them; the types are derived with
// v.InferOutput, and the front end imports them only as types (`import type { X } from '@club/shared/contracts/schemas'`,
// or the same names from '@club/shared'), so no schema library reaches a visitor's download.
// One file per area (calendar.ts, users.ts, ...), re-exported here.
export * from './memberships';
export * from './members';
export * from './content';
export * from './multimedia';
export * from './news';
export * from './session';
export * from './calendar';
export * from './orders';
export * from './access';
export * from './ledger';
// Declared in valibot (answers declared once, issue 38): the API serialises with these schemas.
export * from './sepa';
export * from './member-import';
export * from './member-self';
export * from './events';
export * from './gdpr';
export * from './attendance';
export * from './messages';
export * from './mail';
