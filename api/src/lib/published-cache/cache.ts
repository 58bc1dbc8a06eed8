/**
 * What visitors read (published pages, menus, news, the sitemap, later the server-rendered HTML),
 * kept in this process per organization and language until a save of that organization drops it.
 *
 * Correctness rules:
 * - Keys always start with the organization id the caller was authorised for, so one
 *   organization's entries can never answer another's request.
 * - Every invalidation moves the organization's generation on; a value computed while a save
 *   happened is returned to its caller but never stored (it may be older than the save).
 * - While the change feed is not live (the LISTEN connection is down, or not up yet), nothing is
 *   stored or served from memory: a missed notification could otherwise keep a stale page.
 * - Concurrent misses of one key share one computation (100 visitors after a save cost one read).
 */
export interface PublishedCacheOptions {
  /** Upper bound of what the entries hold (their `bytes`); least recently used go first. */
  maxBytes?: number;
}

/** Called with the organization whose entries were dropped, or null for all of them. */
export type InvalidationListener = (organizationId: string | null) => void;

/** What the cache did since the process started (the tenants bench prints the hit rate). */
export interface PublishedCacheStats {
  /** Answered from memory. */
  hits: number;
  /** Computed (a miss that joined a running computation of the same key counts as a hit). */
  misses: number;
  entries: number;
  /** The entries' accounted size (their `bytes`), at most maxBytes. */
  bytes: number;
}

interface Entry {
  organizationId: string;
  value: unknown;
  bytes: number;
}

const separator = '\u0000';

export class PublishedCache {
  readonly #maxBytes: number;
  /** Insertion order is use order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #keysByOrganization = new Map<string, Set<string>>();
  readonly #generations = new Map<string, number>();
  readonly #inFlight = new Map<string, Promise<unknown>>();
  readonly #listeners = new Set<InvalidationListener>();
  #epoch = 0;
  #bytes = 0;
  #isLive = false;
  #hits = 0;
  #misses = 0;

  constructor(options: PublishedCacheOptions = {}) {
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** True while entries may be kept and served (the change feed is connected). */
  get isLive(): boolean {
    return this.#isLive;
  }

  get size(): number {
    return this.#entries.size;
  }

  stats(): PublishedCacheStats {
    return { hits: this.#hits, misses: this.#misses, entries: this.#entries.size, bytes: this.#bytes };
  }

  /**
   * The cached value of (organization, language, key), or compute's result (stored when no save
   * intervened). `bytes` sizes a value for the memory bound (default 1 KB). A compute that throws
   * stores nothing (404s are not cached: random ids must not fill the memory).
   */
  async get<T>(
    organizationId: string,
    language: string,
    key: string,
    compute: () => Promise<T>,
    bytes: (value: T) => number = () => 1024,
  ): Promise<T> {
    const fullKey = [organizationId, language, key].join(separator);
    const hit = this.#isLive ? this.#entries.get(fullKey) : undefined;
    if (hit) {
      this.#hits += 1;
      this.#entries.delete(fullKey);
      this.#entries.set(fullKey, hit);
      return hit.value as T;
    }
    const generation = this.#generationOf(organizationId);
    const epoch = this.#epoch;
    const flightKey = `${fullKey}${separator}${epoch}.${generation}`;
    const pending = this.#inFlight.get(flightKey);
    if (pending) {
      this.#hits += 1;
      return pending as Promise<T>;
    }
    this.#misses += 1;
    const computing = compute().then((value) => {
      const isUnchanged = this.#isLive && epoch === this.#epoch && generation === this.#generationOf(organizationId);
      if (isUnchanged) this.#store(fullKey, organizationId, value, bytes(value));
      return value;
    });
    this.#inFlight.set(flightKey, computing);
    const forget = () => {
      this.#inFlight.delete(flightKey);
    };
    computing.then(forget, forget);
    return computing;
  }

  /** Drops one organization's entries in every language (a save of that organization). */
  invalidate(organizationId: string): void {
    this.#generations.set(organizationId, this.#generationOf(organizationId) + 1);
    for (const fullKey of this.#keysByOrganization.get(organizationId) ?? []) this.#remove(fullKey);
    this.#keysByOrganization.delete(organizationId);
    this.#notify(organizationId);
  }

  /** Drops everything (the change feed was lost: notifications may have been missed). */
  invalidateAll(): void {
    this.#epoch += 1;
    this.#entries.clear();
    this.#keysByOrganization.clear();
    this.#bytes = 0;
    this.#notify(null);
  }

  /** Live: entries may be kept. Not live: everything is dropped and computed per request. */
  setLive(isLive: boolean): void {
    if (this.#isLive === isLive) return;
    this.#isLive = isLive;
    this.invalidateAll();
  }

  /** Runs listener after each invalidation (e.g. a rendered-HTML cache elsewhere); returns an unsubscribe. */
  subscribe(listener: InvalidationListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #generationOf(organizationId: string): number {
    return this.#generations.get(organizationId) ?? 0;
  }

  #store(fullKey: string, organizationId: string, value: unknown, bytes: number): void {
    if (bytes > this.#maxBytes) return;
    this.#remove(fullKey);
    this.#entries.set(fullKey, { organizationId, value, bytes });
    this.#bytes += bytes;
    let keys = this.#keysByOrganization.get(organizationId);
    if (!keys) this.#keysByOrganization.set(organizationId, (keys = new Set()));
    keys.add(fullKey);
    for (const [oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(fullKey: string): void {
    const entry = this.#entries.get(fullKey);
    if (!entry) return;
    this.#entries.delete(fullKey);
    this.#bytes -= entry.bytes;
    this.#keysByOrganization.get(entry.organizationId)?.delete(fullKey);
  }

  #notify(organizationId: string | null): void {
    for (const listener of this.#listeners) listener(organizationId);
  }
}
