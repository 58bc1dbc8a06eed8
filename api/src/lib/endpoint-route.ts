import { toJsonSchema } from '@valibot/to-json-schema';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteGenericInterface,
  RouteShorthandOptions,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import type { GenericSchema, InferOutput } from 'valibot';
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, PathParamNames, QueryOf } from '@club/shared/contracts/endpoints';
import { schemas } from './contracts.js';
import { bodyRuleFor } from './validators.js';

/** A JSON Schema (TypeBox's schemas are JSON Schema) or a valibot schema, turned into one. */
type AnySchema = object;

const isValibot = (schema: AnySchema): schema is GenericSchema =>
  (schema as { kind?: unknown }).kind === 'schema' && '~standard' in schema;

/**
 * Recursive shapes the API registers once by $id (app.addSchema): where their valibot reference
 * stands, the JSON Schema refers to the registered one.
 */
const sharedRefs = new Map<object, string>([[schemas.menuItemRef, 'MenuItem#']]);

/** JSON Schema of a valibot schema for documentation, query coercion and answer serialising. */
export function jsonSchemaOf(schema: AnySchema): Record<string, unknown> {
  if (!isValibot(schema)) return schema as Record<string, unknown>;
  // 'ignore': checks JSON Schema cannot express (a custom check) stay with valibot.
  const converted = toJsonSchema(schema, {
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) => {
      const ref = sharedRefs.get(valibotSchema);
      return ref ? { $ref: ref } : undefined;
    },
  }) as Record<string, unknown>;
  const { $schema: _draft, $defs: definitions, ...json } = converted;
  // The definitions of a shared reference are unused: the reference names the registered schema.
  return definitions && JSON.stringify(json).includes('#/$defs/') ? { ...json, $defs: definitions } : json;
}

/** By default a parameter named `…Id` is a UUID and any other one a non-empty text. */
function paramsSchema(endpoint: Endpoint): Record<string, unknown> | undefined {
  if (endpoint.params) return jsonSchemaOf(endpoint.params);
  const names = [...endpoint.path.matchAll(/:([A-Za-z]+)/g)].map(([, name]) => name as string);
  if (names.length === 0) return undefined;
  const properties = Object.fromEntries(
    names.map((name) => [
      name,
      name.endsWith('Id') ? { type: 'string', format: 'uuid' } : { type: 'string', minLength: 1 },
    ]),
  );
  return { type: 'object', properties, required: names };
}

/** What a schema serialises: TypeBox's `Static`, valibot's output. */
type Serialises<S> = S extends TSchema ? Static<S> : S extends GenericSchema ? InferOutput<S> : unknown;

/** Both ways assignable, so neither a missing nor an extra field nor a wider type passes. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The statuses whose answer is the declared one (204 carries none, errors their own shape). */
type AnswerStatus = 200 | 201;

/**
 * The answer schemas, checked against the declaration: a 200/201 schema that serialises anything
 * but the declared answer turns into a type error naming both.
 */
export type ResponsesFor<R, Answer> = {
  // A Blob answer is a file (CSV, iCalendar, a JSON export): its bytes are not a typed shape.
  [Status in keyof R]: Status extends AnswerStatus
    ? [Answer] extends [Blob]
      ? R[Status]
      : Same<Serialises<R[Status]>, Answer> extends true
        ? R[Status]
        : { 'the schema does not serialise the declared answer': { declared: Answer; schema: Serialises<R[Status]> } }
    : R[Status];
};

export interface EndpointRouteOptions<R extends Record<number, AnySchema> = Record<number, AnySchema>> extends Omit<
  RouteShorthandOptions,
  'schema'
> {
  /** OpenAPI tags of the route. */
  tags: string[];
  /** The answers by status: entity schemas (TypeBox or valibot); they serialise and document. */
  response: R;
  /** Documentation beyond the declaration's summary. */
  description?: string;
  /** Extra schema parts the declaration does not carry (headers, a binary body's content types). */
  schema?: Omit<FastifySchema, 'body' | 'querystring' | 'params' | 'response'>;
}

export interface EndpointRoute<E extends Endpoint> extends RouteGenericInterface {
  Params: ParamsOf<E> & Record<PathParamNames<E['path']>, string>;
  Querystring: QueryOf<E>;
  Body: BodyOf<E>;
  Reply: AnswerOf<E> | unknown;
}

export type EndpointHandler<E extends Endpoint> = (
  this: FastifyInstance,
  request: FastifyRequest<EndpointRoute<E>>,
  reply: FastifyReply<EndpointRoute<E>>,
) => Promise<AnswerOf<E> | FastifyReply | undefined | void>;

/**
 * Registers the API route of a declared endpoint: method, path, access, the body's valibot rule
 * (run by valibot itself, the very rule the form runs), the query's rule (as JSON Schema, so its
 * numbers are read from text) and the answer's schema. Everything else a route needs (rate limits,
 * body limits) comes with the options.
 */
export function registerEndpoint<E extends Endpoint, R extends Record<number, AnySchema>>(
  app: FastifyInstance,
  endpoint: E,
  options: EndpointRouteOptions<R> & { response: ResponsesFor<R, AnswerOf<E>> },
  handler: EndpointHandler<E>,
): void {
  const { tags, response, description, schema: extraSchema, config, ...routeOptions } = options;
  const params = paramsSchema(endpoint);
  const schema: FastifySchema = {
    ...extraSchema,
    tags,
    summary: endpoint.summary,
    ...(description ? { description } : {}),
    ...(endpoint.access.includes('public') ? {} : { security: [{ bearerAuth: [] }] }),
    ...(params ? { params } : {}),
    ...(endpoint.query ? { querystring: jsonSchemaOf(endpoint.query) } : {}),
    ...(endpoint.body ? { body: bodyRuleFor(endpoint.body, jsonSchemaOf(endpoint.body)) } : {}),
    response: Object.fromEntries(Object.entries(response).map(([status, answer]) => [status, jsonSchemaOf(answer)])),
  } as FastifySchema;
  app.route<EndpointRoute<E>>({
    ...routeOptions,
    method: endpoint.method,
    url: endpoint.path,
    schema,
    config: { ...config, access: [...endpoint.access] },
    handler: handler as never,
  });
}
