// What a page reads, remembered per address: a cold render of a page rendered before (its cache
// entry dropped by a save) loads all its data at once before the first pass, and an address never
// rendered starts with the keys nearly every page reads (the menus). A data key names its data
// (the SWR contract), so the loader recorded under a key loads the same data later; it reads the
// organization, session and language of the render it runs in.
//
// A key derived from a call (useCall) holds the call's path, the organization's id included:
// "nearly every page" counts keys with the organization left out, and a new address of any club
// starts with its own organization's keys (its menus, not another club's).
type Loader = () => Promise<unknown>;

const maxAddresses = 5_000;
const maxLoaders = 20_000;
/** A key read by at least this share of the pages rendered so far is loaded for a new address. */
const commonShare = 0.8;
const minPagesForCommon = 3;

const loaders = new Map<string, Loader>();
const keysByAddress = new Map<string, string[]>();
/** Per key with the organization left out: how many pages read it, and a loader of it. */
const pagesReadingKey = new Map<string, number>();
const loadersByShape = new Map<string, Loader>();
let pagesRendered = 0;

const anyOrganization = '/organizations/:orgId';
const organizationPart = (organizationId: string) => `/organizations/${organizationId}`;

/** The key with the organization's id left out (unchanged without one). */
const shapeOf = (key: string, organizationId: string | undefined) =>
  organizationId ? key.split(organizationPart(organizationId)).join(anyOrganization) : key;

/** The key of an organization for a key shape. */
const keyOf = (shape: string, organizationId: string | undefined) =>
  organizationId ? shape.split(anyOrganization).join(organizationPart(organizationId)) : shape;

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  // Oldest first in a Map: the least recently rendered go when the memory is full.
  if (map.size > max) map.delete(map.keys().next().value as string);
}

/** The loaders to run before the first pass of this address (of this organization). */
export function plannedLoads(address: string, organizationId?: string): Array<[string, Loader]> {
  const known = keysByAddress.get(address);
  if (known) {
    return known.flatMap((key) => {
      const load = loaders.get(key);
      return load ? [[key, load] as [string, Loader]] : [];
    });
  }
  if (pagesRendered < minPagesForCommon) return [];
  return [...pagesReadingKey]
    .filter(([, count]) => count / pagesRendered >= commonShare)
    .flatMap(([shape]) => {
      const load = loadersByShape.get(shape);
      return load ? [[keyOf(shape, organizationId), load] as [string, Loader]] : [];
    });
}

/** After a render: the keys the page read and their loaders. */
export function recordPlan(address: string, used: Map<string, Loader>, organizationId?: string): void {
  for (const [key, load] of used) {
    remember(loaders, key, load, maxLoaders);
    remember(loadersByShape, shapeOf(key, organizationId), load, maxLoaders);
  }
  if (!keysByAddress.has(address)) {
    pagesRendered += 1;
    for (const shape of new Set([...used.keys()].map((key) => shapeOf(key, organizationId))))
      pagesReadingKey.set(shape, (pagesReadingKey.get(shape) ?? 0) + 1);
  }
  remember(keysByAddress, address, [...used.keys()], maxAddresses);
}
