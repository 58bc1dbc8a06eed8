import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { databaseHooks } from '../../lib/database-hooks.js';

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

const hooks = databaseHooks<CourseOffSaleChange>();

/** Registers a hook of the app with this database; returns a function that removes it (app close). */
export function registerCourseOffSaleHook(db: Kysely<Database>, hook: CourseOffSaleHook): () => void {
  return hooks.register(db, hook);
}

export function runCourseOffSaleHooks(db: Kysely<Database>, change: CourseOffSaleChange): Promise<void> {
  return hooks.run(db, change);
}
