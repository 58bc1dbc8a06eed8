import { Type } from '@sinclair/typebox';
import { schemas } from './contracts.js';
import { jsonSchemaOf } from './endpoint-route.js';

// The error shape is declared in valibot (contracts' apiErrorSchema); as before it names no
// `additionalProperties`, so a body thrown before a route's schema applies still matches it.
const { additionalProperties: _closed, ...errorShape } = jsonSchemaOf(schemas.apiErrorSchema);
/** Every error answers this shape (registered once by $id, referenced by every route). */
export const ApiErrorSchema = { $id: 'ApiError', ...errorShape };

const errorRef = Type.Ref('ApiError');
/** Error answers listed in the OpenAPI document of a route. */
export const errorResponses = (...statuses: number[]): Record<number, typeof errorRef> =>
  Object.fromEntries(statuses.map((s) => [s, errorRef]));

/** A text out of a fixed list, typed as the list's union so an answer's check sees the literals. */
export const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>({ type: 'string', enum: [...values] });

export const bearer = [{ bearerAuth: [] as string[] }];

/**
 * Published reads carry a strong ETag and `Cache-Control: no-cache`; a request whose
 * If-None-Match names the current ETag gets 304 without a body.
 */
export const notModified = {
  304: Type.Null({ description: 'Not Modified: If-None-Match names the current ETag; no body.' }),
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** For hooks that run before the params schema: a malformed id is left to its 400. */
export const isUuid = (text: string | null | undefined): text is string => uuidPattern.test(text ?? '');
