import { Type } from '@sinclair/typebox';

export const ApiErrorSchema = Type.Object(
  { code: Type.String(), message: Type.String(), title: Type.String() },
  { $id: 'ApiError', description: 'Every error answers this shape.' },
);

const errorRef = Type.Ref('ApiError');
/** Error answers listed in the OpenAPI document of a route. */
export const errorResponses = (...statuses: number[]): Record<number, typeof errorRef> =>
  Object.fromEntries(statuses.map((s) => [s, errorRef]));

export const OrgParams = Type.Object({ orgId: Type.String({ format: 'uuid' }) });
export const bearer = [{ bearerAuth: [] as string[] }];
