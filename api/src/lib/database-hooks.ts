/**
 * Hooks one module offers and another registers, kept per database: each app (a test may build
 * several in one process) runs only its own hooks. A WeakMap, so a closed app's database frees them.
 */
export interface DatabaseHooks<Change> {
  /** Registers a hook of the app with this database; returns a function that removes it (app close). */
  register(db: object, hook: (change: Change) => Promise<void>): () => void;
  /** Runs the database's hooks one after another, in the order they were registered. */
  run(db: object, change: Change): Promise<void>;
}

export function databaseHooks<Change>(): DatabaseHooks<Change> {
  const hooks = new WeakMap<object, Array<(change: Change) => Promise<void>>>();
  return {
    register(db, hook) {
      const list = hooks.get(db) ?? [];
      list.push(hook);
      hooks.set(db, list);
      return () => {
        const index = list.indexOf(hook);
        if (index >= 0) list.splice(index, 1);
      };
    },
    async run(db, change) {
      for (const hook of hooks.get(db) ?? []) await hook(change);
    },
  };
}
