import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';
import { getDotPath, safeParse, type BaseIssue, type GenericSchema } from 'valibot';

type Options = Parameters<ReturnType<typeof AjvCompiler>>[1];
/** What fastify hands a validator compiler (the package's types name only `schema`). */
type Route = { schema: unknown; httpPart?: string };
type Compile = (route: Route) => unknown;

/** The key a body's JSON Schema carries to name the valibot rule that validates it. */
const ruleKey = 'x-valibot-rule';
const bodyRules = new Map<string, GenericSchema>();

/**
 * A declared endpoint's body: its JSON Schema documents it, valibot validates it (the rule the
 * front end's form runs, custom checks included), through the validator compiler below.
 */
export function bodyRuleFor(rule: GenericSchema, jsonSchema: Record<string, unknown>): Record<string, unknown> {
  const name = `rule-${bodyRules.size + 1}`;
  bodyRules.set(name, rule);
  return { ...jsonSchema, [ruleKey]: name };
}

/** valibot's issues in ajv's shape, which fastify and the error handler read. */
function asValidationErrors(issues: BaseIssue<unknown>[]) {
  return issues.map((issue) => ({
    instancePath: (issue.path ?? []).map((item) => `/${String(item.key)}`).join(''),
    keyword: issue.type,
    // dotPath: the field as the forms name it ('messageProperties.email'), for answers in their words.
    params: { expected: issue.expected, received: issue.received, dotPath: getDotPath(issue) ?? 'body' },
    message: issue.message,
  }));
}

const objectRules = new Set(['object', 'loose_object', 'strict_object', 'object_with_rest']);
/** valibot takes an array for an object (typeof [] is 'object'): `[]` reached handlers as `{}`. */
const arrayForObject = [
  {
    instancePath: '',
    keyword: 'type',
    params: { expected: 'Object', received: 'Array', dotPath: 'body' },
    message: 'must be object',
  },
];

function valibotValidator(rule: GenericSchema) {
  const isObjectRule = objectRules.has(rule.type);
  return (data: unknown) => {
    if (isObjectRule && Array.isArray(data)) return { error: arrayForObject };
    const result = safeParse(rule, data);
    return result.success ? { value: result.output } : { error: asValidationErrors(result.issues) };
  };
}

const ajvOptions = { removeAdditional: false, useDefaults: true } as const;

// One pool of ajv instances per kind for the whole process: fastify asks for a validator in every
// plugin context, and a new pool per ask made a new ajv, which compiles JSON Schema's meta-schema
// again (1.2 s of the API's 5 s start, issue 37). The pool reuses an instance per set of schemas.
const textPartsCompilers = AjvCompiler();
const bodyCompilers = AjvCompiler();

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
        const textParts = textPartsCompilers(externalSchemas, options) as unknown as Compile;
        const body = bodyCompilers(externalSchemas, {
          ...options,
          customOptions: { ...options?.customOptions, coerceTypes: false },
        } as Options) as unknown as Compile;
        return ((route: Route) => {
          if (route.httpPart !== 'body') return textParts(route);
          const rule = bodyRules.get(String((route.schema as Record<string, unknown>)[ruleKey]));
          return rule ? valibotValidator(rule) : body(route);
        }) as never;
      },
    },
  },
};
