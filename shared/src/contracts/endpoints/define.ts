import type { GenericSchema, InferInput, InferOutput } from 'valibot';

/**
 * Who may call an endpoint; the API enforces it (plugins/access.ts) and the permission matrix test
 * calls every route as every kind of caller.
 *
 * - public: no token needed (organization lookup, login, health, calendar feeds)
 * - visitor: any valid token of the organization, the automatic visitor token included
 * - user: a logged-in person (not the organization's visitor token)
 * - member: a logged-in person with role MEMBER_USER
 * - admin: a logged-in person with role ADMINISTRATOR
 * - self: a logged-in person whose id is the route's :userId
 * - WRITE_CONTENT / WRITE_CALENDAR / MANAGE_FINANCES: a logged-in person holding that permission
 */
export const accessLevels = [
  'public',
  'visitor',
  'user',
  'member',
  'admin',
  'self',
  'WRITE_CONTENT',
  'WRITE_CALENDAR',
  'MANAGE_FINANCES',
] as const;
export type AccessLevel = (typeof accessLevels)[number];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/a/:orgId/b/:newsId'` -> `'orgId' | 'newsId'`. */
export type PathParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a caller fills; `orgId` comes from the identified organization. */
export type CallerParams<Path extends string> = Record<Exclude<PathParamNames<Path>, 'orgId'>, string>;

/** A type carried by a declaration without any code (the answer's shape is the entity's schema's). */
export interface Shape<T> {
  readonly __shape?: T;
}
/** `answer: shape<NewsItem>()`: the answer's type; the API serialises it with the entity's schema. */
export const shape = <T>(): Shape<T> => ({});

/**
 * One call of the API, declared once: the API registers its route from it (method, path, access,
 * body and query rules) and the front end calls it with `call(endpoint, input)`, typed end to end.
 * Body and query are valibot schemas, so a form and the server run the very same rule; the answer
 * is a type only (no schema code reaches a visitor's download).
 */
export interface Endpoint<
  Path extends string = string,
  Body extends GenericSchema | undefined = GenericSchema | undefined,
  Query extends GenericSchema | undefined = GenericSchema | undefined,
  Answer = unknown,
> {
  readonly method: HttpMethod;
  /** From the API's prefix: `/news-service/organizations/:orgId/news/:newsId`. */
  readonly path: Path;
  readonly access: readonly AccessLevel[];
  /**
   * The path parameters' rules, where they are not the default: a parameter named `…Id` is a
   * UUID, any other one a non-empty text.
   */
  readonly params?: GenericSchema;
  readonly body?: Body;
  readonly query?: Query;
  readonly answer: Shape<Answer>;
  /** What the call does, for the API documentation. */
  readonly summary: string;
}

export function endpoint<
  const Path extends string,
  Answer,
  Body extends GenericSchema | undefined = undefined,
  Query extends GenericSchema | undefined = undefined,
>(declaration: {
  method: HttpMethod;
  path: Path;
  access: readonly AccessLevel[];
  params?: GenericSchema;
  body?: Body;
  query?: Query;
  answer: Shape<Answer>;
  summary: string;
}): Endpoint<Path, Body, Query, Answer> {
  return declaration;
}

/** The declared schema of a part, or never when the endpoint has none. */
type Declared<S> = [NonNullable<S>] extends [never]
  ? never
  : NonNullable<S> extends GenericSchema
    ? NonNullable<S>
    : never;
type ParamInput<Path extends string> = [Exclude<PathParamNames<Path>, 'orgId'>] extends [never]
  ? unknown
  : { params: CallerParams<Path> };

/** What a caller passes: path parameters (but orgId), the query and the body, where declared. */
export type CallInput<E extends Endpoint> = ParamInput<E['path']> &
  ([Declared<E['body']>] extends [never] ? unknown : { body: InferInput<Declared<E['body']>> }) &
  ([Declared<E['query']>] extends [never] ? unknown : { query?: InferInput<Declared<E['query']>> });

/** What the API's handler receives and answers (validated body and query). */
export type BodyOf<E extends Endpoint> = [Declared<E['body']>] extends [never]
  ? undefined
  : InferOutput<Declared<E['body']>>;
export type QueryOf<E extends Endpoint> = [Declared<E['query']>] extends [never]
  ? undefined
  : InferOutput<Declared<E['query']>>;
export type AnswerOf<E extends Endpoint> = E['answer'] extends Shape<infer Answer> ? Answer : never;
export type ParamsOf<E extends Endpoint> = Record<PathParamNames<E['path']>, string>;

/** The path with its parameters filled in (each one URL-encoded). */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path} needs the parameter ${name}`);
    return encodeURIComponent(value);
  });
}
