import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Work that follows taking a course's product off sale (a PATCH of its status away from 1),
 * registered by the module that owns its consequences (orders: paid orders are refunded), as the
 * calendar's dates hooks reach it after a change of dates. Runs after the product write.
 */
export interface CourseOffSaleChange {
  organizationId: string;
  eventsGroupId: string;
  changedBy: string | null;
}

export type CourseOffSaleHook = (change: CourseOffSaleChange) => Promise<void>;

/** Per database: each app (a test may build several in one process) runs only its own hooks. */
const hooks = new WeakMap<object, CourseOffSaleHook[]>();

/** Registers a hook of the app with this database; returns a function that removes it (app close). */
export function registerCourseOffSaleHook(db: Kysely<Database>, hook: CourseOffSaleHook): () => void {
  const list = hooks.get(db) ?? [];
  list.push(hook);
  hooks.set(db, list);
  return () => {
    const index = list.indexOf(hook);
    if (index >= 0) list.splice(index, 1);
  };
}

export async function runCourseOffSaleHooks(db: Kysely<Database>, change: CourseOffSaleChange): Promise<void> {
  for (const hook of hooks.get(db) ?? []) await hook(change);
}
