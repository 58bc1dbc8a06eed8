import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

type Options = Parameters<ReturnType<typeof AjvCompiler>>[1];
/** What fastify hands a validator compiler (the package's types name only `schema`). */
type Route = { schema: unknown; httpPart?: string };
type Compile = (route: Route) => unknown;

const ajvOptions = { removeAdditional: false, useDefaults: true } as const;

/**
 * Request validation. Query strings, path parameters and headers arrive as text, so their
 * numbers and booleans are coerced from it. A JSON body carries its own types and is taken as
 * sent: with coercion, `null` in a body's `string | null` became "" (ajv tries the string branch
 * first), and a saved page's timetable block then named an empty category. A body that sends
 * the wrong type is refused with 400 instead of being turned into something else.
 */
export const requestValidation: Pick<FastifyServerOptions, 'ajv' | 'schemaController'> = {
  ajv: { customOptions: { ...ajvOptions, coerceTypes: 'array' } },
  schemaController: {
    compilersFactory: {
      buildValidator(externalSchemas: Record<string, never>, options: Options) {
        const textParts = AjvCompiler()(externalSchemas, options) as unknown as Compile;
        const body = AjvCompiler()(externalSchemas, {
          ...options,
          customOptions: { ...options?.customOptions, coerceTypes: false },
        } as Options) as unknown as Compile;
        return ((route: Route) => (route.httpPart === 'body' ? body(route) : textParts(route))) as never;
      },
    },
  },
};
