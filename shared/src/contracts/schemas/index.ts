// Entity shapes as TypeBox schemas: the API validates requests and answers with them and
// generates its OpenAPI document from them; the front end imports their types only
// (`import type { X } from '@club/shared/contracts/schemas'`), so TypeBox never reaches a
// visitor's download. One file per area (calendar.ts, users.ts, ...), re-exported here.
export { Type, type Static } from '@sinclair/typebox';
export * from './calendar';
