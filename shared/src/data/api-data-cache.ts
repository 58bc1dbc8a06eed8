import { dequal } from 'dequal/lite';
import type { ApiError } from '../contracts';

/**
 * The page's cache of server data, one entry per key (useApiData's store). It replaces SWR, which
 * is not on the design card and cost a visitor 5.6 KB gzip for the few parts the suite uses:
 * one cache for every remote, requests for a key deduplicated, loading and error state, a change
 * written locally that an older answer cannot overwrite, and a refetch after a save.
 */

/** What the page knows of one key: replaced on every change, so React can compare snapshots. */
export interface KeyState<T = unknown> {
  data?: T;
  error?: ApiError;
  isFetching: boolean;
}

/** A mounted user's way to load its key again (its loader, and its own error handling). */
export type Revalidator = () => Promise<unknown>;

interface Request {
  promise: Promise<unknown>;
  /** When the answer came; undefined while it is on its way. */
  finishedAt?: number;
  /** The key's change count when it was sent: an answer older than a local change is dropped. */
  changeCount: number;
}

const idle: KeyState = { isFetching: false };

export class ApiDataCache {
  private readonly states = new Map<string, KeyState>();
  private readonly listeners = new Map<string, Set<() => void>>();
  private readonly requests = new Map<string, Request>();
  private readonly revalidators = new Map<string, Revalidator[]>();
  private readonly changeCounts = new Map<string, number>();

  read<T>(key: string): KeyState<T> {
    return (this.states.get(key) ?? idle) as KeyState<T>;
  }

  subscribe(key: string, listener: () => void): () => void {
    const listeners = this.listeners.get(key) ?? new Set();
    this.listeners.set(key, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /**
   * Loads the key, unless a request for it is on its way or answered less than dedupingMs ago:
   * then that request's answer is shared. Resolves with the data, rejects with the error.
   */
  load<T>(key: string, loader: () => Promise<T>, dedupingMs: number): Promise<T> {
    const running = this.requests.get(key);
    const isFresh = running && (running.finishedAt === undefined || Date.now() - running.finishedAt < dedupingMs);
    if (running && isFresh) return running.promise as Promise<T>;
    const request: Request = { promise: Promise.resolve(), changeCount: this.changeCounts.get(key) ?? 0 };
    // Still current: no newer request replaced it and nothing was written since it was sent.
    const isCurrent = () =>
      this.requests.get(key) === request && (this.changeCounts.get(key) ?? 0) === request.changeCount;
    request.promise = loader().then(
      (data) => {
        request.finishedAt = Date.now();
        if (isCurrent()) this.write(key, { data: this.keepEqual(key, data), error: undefined, isFetching: false });
        return data;
      },
      (error: unknown) => {
        request.finishedAt = Date.now();
        if (isCurrent()) this.write(key, { error: error as ApiError, isFetching: false });
        throw error;
      },
    );
    this.requests.set(key, request);
    this.write(key, { isFetching: true });
    return request.promise as Promise<T>;
  }

  /** Writes data the page already has (an answer of a save): no older request may overwrite it. */
  set<T>(key: string, data: T): void {
    this.changeCounts.set(key, (this.changeCounts.get(key) ?? 0) + 1);
    this.requests.delete(key);
    this.write(key, { data: this.keepEqual(key, data), error: undefined, isFetching: false });
  }

  /** Registers a mounted user of the key; returns its removal. */
  addRevalidator(key: string, revalidator: Revalidator): () => void {
    this.revalidators.set(key, [...(this.revalidators.get(key) ?? []), revalidator]);
    return () => this.revalidators.set(key, (this.revalidators.get(key) ?? []).filter((r) => r !== revalidator));
  }

  /**
   * Loads the key again now, whatever was loaded before (after a save): through the newest
   * mounted user; with none mounted, the next one to mount loads it.
   */
  revalidate(key: string): Promise<unknown> {
    this.requests.delete(key);
    const users = this.revalidators.get(key) ?? [];
    const newest = users[users.length - 1];
    return newest ? newest() : Promise.resolve(this.read(key).data);
  }

  /** An answer equal to the one on screen keeps its identity: no re-render, no effect runs again. */
  private keepEqual<T>(key: string, data: T): T {
    const current = this.states.get(key)?.data;
    return current !== undefined && dequal(current, data) ? (current as T) : data;
  }

  private write(key: string, change: Partial<KeyState>): void {
    this.states.set(key, { ...this.read(key), ...change });
    for (const listener of this.listeners.get(key) ?? []) listener();
  }
}
