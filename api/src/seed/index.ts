import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/schema.js';
import { seedDemoCalendar } from './demo-calendar.js';
import { seedDemoClub } from './demo.js';
import { seedDemoMediaLibrary } from './demo-media-library.js';
import { seedDemoMemberships } from './demo-memberships.js';
import { seedNordClub } from './nord.js';
import { seedDemoCourses } from './demo-courses.js';
import { seedDemoCourseBlocks } from './demo-course-blocks.js';
import { seedDemoCoaches } from './demo-coaches.js';

/** Seeds the demo clubs when the database holds no organization yet. */
export async function seedIfEmpty(db: Kysely<Database>, config: AppConfig, log: FastifyBaseLogger): Promise<boolean> {
  const existing = await db.selectFrom('organizations').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const mediaBase = `${config.apiPrefix}/multimedia-service/media`;
  const demoId = await seedDemoClub(db, { password: config.demoPassword, mediaBase });
  await seedDemoCalendar(db, demoId, DateTime.fromMillis(config.now()));
  await seedDemoMemberships(db);
  await seedDemoCourses(db, demoId, DateTime.fromMillis(config.now()));
  await seedDemoCourseBlocks(db, demoId, DateTime.fromMillis(config.now()));
  await seedDemoCoaches(db, demoId);
  await seedNordClub(db, { password: config.demoPassword, mediaBase });
  await seedDemoMediaLibrary(db, mediaBase);
  log.info('demo organizations seeded (demo, nord)');
  return true;
}
