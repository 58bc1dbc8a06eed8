import fc from 'fast-check';
import { fillWithIds } from './club-ids.js';

/** A JSON schema as the OpenAPI document shows it (the parts the generator reads). */
export interface JsonSchema {
  type?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  $ref?: string;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Array<{ name: string; in: 'path' | 'query' | 'header'; required?: boolean; schema: JsonSchema }>;
  body?: { contentType: string; schema: JsonSchema };
  statuses: string[];
}

/** Strings no handler should see: NUL, lone surrogates, prototype keys, SQL and markup, 1 MB. */
export const hostileString = fc.oneof(
  fc.constantFrom(
    'a\u0000b',
    '\u0000',
    '\ud800',
    'x\udfffy',
    '__proto__',
    'constructor',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '%ff',
    '../../etc/passwd',
    '',
    ' ',
    '\u202e\u200b',
    '😀'.repeat(50),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constant('x'.repeat(300)),
  { arbitrary: fc.constant('y'.repeat(1_048_600)), weight: 1 },
);

/** Numbers past every column type and JavaScript's safe range. */
export const hostileNumber = fc.oneof(
  fc.constantFrom(
    2_147_483_648,
    -2_147_483_649,
    1e20,
    Number('99999999999999999999'),
    -1,
    1.5,
    0,
    Number.MAX_SAFE_INTEGER + 2,
  ),
  fc.integer(),
  fc.double({ noNaN: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(null, true, [], {}, { __proto__: { isAdmin: true } }, { constructor: { prototype: { x: 1 } } }),
);

/** A value for a schema: mostly fitting (to get past validation), sometimes hostile. */
export function valueFor(schema: JsonSchema, context: { uuids: string[] }, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema, context, depth);
  return fc.oneof({ arbitrary: fitting, weight: 3 }, { arbitrary: hostileValue, weight: 1 });
}

function fittingValue(schema: JsonSchema, context: { uuids: string[] }, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => valueFor(variant, context, depth + 1)));
  if (schema.$ref || depth > 4) return fc.constantFrom({}, null, 'x');
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...context.uuids), fc.uuid());
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1000, 1_000_000) });
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items, context, depth + 1) : hostileValue, { maxLength: 3 });
    case 'object':
      return objectFor(schema, context, depth);
    default:
      return hostileValue;
  }
}

function objectFor(schema: JsonSchema, context: { uuids: string[] }, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const record: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) record[name] = valueFor(property, context, depth + 1);
  const known = fc.record(record, { requiredKeys: schema.required ?? [] });
  // Sometimes an extra key, prototype keys included.
  const extra = fc.option(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra'), hostileValue), {
    freq: 4,
  });
  return fc.tuple(known, extra).map(([value, added]) => {
    if (!added) return value;
    return { ...(value as object), [added[0]]: added[1] };
  });
}

const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encoding that also carries lone surrogates (as the bytes a careless client would send). */
export const encode = (text: string): string => text.split(loneSurrogate).map(encodeURIComponent).join('%ED%A0%80');

/**
 * A dot segment ("." or "..", also percent-encoded) is resolved by every URL parser before the
 * request leaves (WHATWG URL, RFC 3986 section 5.2.4), so ".../checkout/./payment" is a request for
 * another route (".../checkout/payment") and that route's statuses apply, not this operation's.
 */
const isDotSegment = (segment: string): boolean => /^(\.|%2e){1,2}$/i.test(segment);

/** A path parameter: fitting, hostile, over-long, or badly percent-encoded. */
const pathValue = (schema: JsonSchema, context: { uuids: string[] }): fc.Arbitrary<string> =>
  fc
    .oneof(
      { arbitrary: fittingValue(schema, context, 0).map((value) => encode(String(value) || 'x')), weight: 4 },
      { arbitrary: hostileString.filter((text) => text.length > 0 && text.length < 2000).map(encode), weight: 1 },
      { arbitrary: fc.constantFrom('%ff', '%', 'a'.repeat(101), '%C0%80'), weight: 1 },
    )
    .filter((segment) => !isDotSegment(segment));

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** Requests for one operation of the OpenAPI document. */
export function requestsFor(
  operation: Operation,
  context: { uuids: string[]; tokens: string[] },
): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  const path = fc.record(Object.fromEntries(pathParameters.map((p) => [p.name, pathValue(p.schema, context)])));
  const query = fc.record(
    Object.fromEntries(queryParameters.map((p) => [p.name, valueFor(p.schema, context).map(toQueryText)])),
    { requiredKeys: [] },
  );
  const body = operation.body
    ? fc.oneof(
        { arbitrary: valueFor(operation.body.schema, context).map((value) => JSON.stringify(value) ?? ''), weight: 4 },
        { arbitrary: fc.constantFrom('{', '[1,', '{"a":"\\ud800"}', 'null', '"x"', ''), weight: 1 },
      )
    : fc.constant(undefined);
  const contentType = operation.body
    ? fc.oneof(
        { arbitrary: fc.constant(operation.body.contentType), weight: 6 },
        { arbitrary: fc.constantFrom('application/json', 'text/plain', 'application/xml'), weight: 1 },
      )
    : fc.constant(undefined);
  const token = fc.constantFrom(...context.tokens, '');
  return fc
    .record({ path, query, body, contentType, token })
    .map(({ path: params, query: q, body: b, contentType: ct, token: t }) => {
      const url = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => String(params[name] ?? 'x'));
      const search = Object.entries(q)
        .map(([name, value]) => `${encode(name)}=${encode(String(value))}`)
        .join('&');
      const headers: Record<string, string> = {};
      if (t) headers.authorization = `Bearer ${t}`;
      let payload = b;
      if (ct) headers['content-type'] = ct;
      if (b !== undefined && ct === 'application/x-www-form-urlencoded') payload = formOf(b);
      return { method: operation.method, url: search ? `${url}?${search}` : url, headers, payload };
    });
}

function toQueryText(value: unknown): string {
  return typeof value === 'string' ? value.slice(0, 10_000) : (JSON.stringify(value) ?? '');
}

/** A JSON text as a form body (objects' fields, anything else as one field). */
function formOf(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      return Object.entries(value)
        .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`)
        .join('&');
    }
  } catch {
    // not JSON: send it as it is
  }
  return json;
}

/** The operations of an OpenAPI document (paths as the server routes them). */
export function operationsOf(doc: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, raw] of Object.entries(methods)) {
      const op = raw as {
        parameters?: Operation['parameters'];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Record<string, unknown>;
      };
      const [contentType, media] = Object.entries(op.requestBody?.content ?? {})[0] ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: op.parameters ?? [],
        ...(contentType && media ? { body: { contentType, schema: media.schema } } : {}),
        statuses: Object.keys(op.responses),
      });
    }
  }
  return operations;
}

/**
 * Fixed requests beside the random ones (issue 31): every operation with an id in its path
 * with fresh UUIDs (an id no club has), and every PATCH with `{}` and `[]` on the club's real
 * rows, as an administrator of the path's club (PATCH also as each given token: the member for
 * their own profile), so handlers are reached rather than refused by the token.
 */
export function fixedRequests(
  operations: Operation[],
  context: { orgId: string; ids: Record<string, string>; tokens: string[] },
): Array<{ operation: Operation; request: FuzzRequest; kind: 'unknown id' | 'PATCH {}' | 'PATCH []' }> {
  const fill = (operation: Operation, ids: Record<string, string>) =>
    fillWithIds(operation.path.replace(/\{([^}]+)\}/g, ':$1'), context.orgId, ids);
  const headers = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const [admin = ''] = context.tokens;
  const requests: ReturnType<typeof fixedRequests> = [];
  for (const operation of operations) {
    const payload = operation.body ? '{}' : undefined;
    if (/\{(?!orgId\})[A-Za-z]*(Id|id)\}/.test(operation.path)) {
      const request = { method: operation.method, url: fill(operation, {}), headers: headers(admin), payload };
      requests.push({ operation, request, kind: 'unknown id' });
    }
    if (operation.method === 'PATCH') {
      for (const token of context.tokens) {
        for (const body of ['{}', '[]'] as const) {
          const request = {
            method: 'PATCH',
            url: fill(operation, context.ids),
            headers: headers(token),
            payload: body,
          };
          requests.push({ operation, request, kind: `PATCH ${body}` });
        }
      }
    }
  }
  return requests;
}
