/**
 * Runs the tasks of one key one after the other in this process; tasks of other keys run
 * alongside. For work that serialises on a database row lock anyway (a course's places): the
 * waiting happens here, in memory, instead of on the database holding a pooled connection each,
 * so a rush on one course cannot take every connection from everyone else.
 */
export class KeyedQueue {
  readonly #tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = this.#tails.get(key) ?? Promise.resolve();
    const result = previous.then(task);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.#tails.set(key, tail);
    void tail.then(() => {
      if (this.#tails.get(key) === tail) this.#tails.delete(key);
    });
    return result;
  }

  /** Keys with a task running or waiting. */
  get size(): number {
    return this.#tails.size;
  }
}
