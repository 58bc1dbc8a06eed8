import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/connection.js';
import type { Database } from './db/schema.js';
import type { JobRunner } from './lib/jobs.js';
import type { ImageQueue, MediaStorage } from './lib/media/index.js';
import type { PublicOrigins } from './lib/public-origins.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    /** Where uploaded pictures are stored (disk under the data directory by default). */
    media: MediaStorage;
    /** Background jobs (outbox retries, scheduled publishing, payment settlement). */
    jobs: JobRunner;
    /** Decodes uploaded pictures a few at a time (IMAGE_CONCURRENCY). */
    imageQueue: ImageQueue;
    /** Configured public origins per organization: links are built from them, never from Host. */
    publicOrigins: PublicOrigins;
    /** LISTEN on a NOTIFY channel of the database (PostgreSQL: its own connection; PGlite: in-process). */
    listenToDatabase: DatabaseHandle['listen'];
  }
}
export {};
