// Store seeds often hold the very objects the data loader returned (a page is both the
// `content/{id}` entry and the published and draft copy in the store). The server sends each
// such object once, in `data`, and the seeds point at it; the browser puts the objects back.

type Reference = { $data: string };
const maxDepth = 4;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function replace(value: unknown, keyOf: Map<unknown, string>, depth: number): unknown {
  const key = keyOf.get(value);
  if (key !== undefined) return { $data: key } satisfies Reference;
  if (!isPlainObject(value) || depth >= maxDepth) return value;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, replace(inner, keyOf, depth + 1)]));
}

/** Seeds with every object that is also a data entry replaced by a reference to it. */
export function referenceData<T>(seeds: T, data: Record<string, unknown>): T {
  const keyOf = new Map<unknown, string>();
  for (const [key, value] of Object.entries(data))
    if (typeof value === 'object' && value !== null) keyOf.set(value, key);
  return replace(seeds, keyOf, 0) as T;
}

function restore(value: unknown, data: Record<string, unknown>, depth: number): unknown {
  if (!isPlainObject(value) || depth > maxDepth) return value;
  const keys = Object.keys(value);
  if (keys.length === 1 && keys[0] === '$data' && typeof value.$data === 'string') return data[value.$data] ?? null;
  return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, restore(inner, data, depth + 1)]));
}

/** The seeds as the server had them: references replaced by the data entries (same objects). */
export function resolveData<T>(seeds: T, data: Record<string, unknown>): T {
  return restore(seeds, data, 0) as T;
}
