// What a page reads, remembered per address: a cold render of a page rendered before (its cache
// entry dropped by a save) loads all its data at once before the first pass, and an address never
// rendered starts with the keys nearly every page reads (the menus). A data key names its data
// (the SWR contract), so the loader recorded under a key loads the same data later; it reads the
// organization, session and language of the render it runs in.
type Loader = () => Promise<unknown>;

const maxAddresses = 5_000;
const maxLoaders = 20_000;
/** A key read by at least this share of the pages rendered so far is loaded for a new address. */
const commonShare = 0.8;
const minPagesForCommon = 3;

const loaders = new Map<string, Loader>();
const keysByAddress = new Map<string, string[]>();
const pagesReadingKey = new Map<string, number>();
let pagesRendered = 0;

function remember<V>(map: Map<string, V>, key: string, value: V, max: number): void {
  map.delete(key);
  map.set(key, value);
  // Oldest first in a Map: the least recently rendered go when the memory is full.
  if (map.size > max) map.delete(map.keys().next().value as string);
}

/** The loaders to run before the first pass of this address. */
export function plannedLoads(address: string): Array<[string, Loader]> {
  const known = keysByAddress.get(address);
  const keys =
    known ??
    (pagesRendered >= minPagesForCommon
      ? [...pagesReadingKey].filter(([, count]) => count / pagesRendered >= commonShare).map(([key]) => key)
      : []);
  return keys.flatMap((key) => {
    const load = loaders.get(key);
    return load ? [[key, load] as [string, Loader]] : [];
  });
}

/** After a render: the keys the page read and their loaders. */
export function recordPlan(address: string, used: Map<string, Loader>): void {
  for (const [key, load] of used) remember(loaders, key, load, maxLoaders);
  if (!keysByAddress.has(address)) {
    pagesRendered += 1;
    for (const key of used.keys()) pagesReadingKey.set(key, (pagesReadingKey.get(key) ?? 0) + 1);
  }
  remember(keysByAddress, address, [...used.keys()], maxAddresses);
}
