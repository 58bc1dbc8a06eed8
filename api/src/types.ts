import type { Kysely } from 'kysely';
import type { AppConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { MediaStorage } from './lib/media/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    config: AppConfig;
    /** Where uploaded pictures are stored (disk under the data directory by default). */
    media: MediaStorage;
  }
}
export {};
