import { mkdirSync, readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import {
  type ListenHandlers,
  listenPglite,
  listenPostgres,
  type PostgresListenOptions,
  type StopListening,
} from './listen.js';
import type { Database } from './schema.js';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /** Runs a script of several statements (migrations). */
  exec(script: string): Promise<void>;
  /** Runs fn while holding a cluster-wide lock, so parallel replicas migrate one at a time. */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /** Listens to NOTIFY on a channel (PostgreSQL: a dedicated connection that reconnects). */
  listen(channel: string, handlers: ListenHandlers, options?: PostgresListenOptions): Promise<StopListening>;
  /** Embedded only: the database's files as one archive (the test suite's template). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ConnectionOptions {
  databaseUrl: string | null;
  databaseSchema: string | null;
  dropSchemaOnClose: boolean;
  pgliteDir: string | null;
  /**
   * Tests only: an archive of a freshly migrated embedded database (api/scripts/test.mjs makes it
   * once per run) that an in-memory PGlite starts from. Starting PGlite from nothing runs its
   * initdb in WebAssembly, 2.5-4 s per test app; loading the archive takes under 1 s.
   */
  pgliteTemplate?: string | null;
}

const MIGRATION_LOCK = 7_312_026;

/**
 * PostgreSQL's DATE (oid 1082) is a calendar date without a time zone. Both drivers would turn it
 * into a Date at the machine's local midnight, and slicing that Date's ISO string gives the day
 * before east of UTC (TZ=Asia/Tokyo). Handed back as the 'YYYY-MM-DD' text PostgreSQL sends.
 */
const DATE_OID = 1082;
const keepDateText = (value: string): string => value;

export async function connect(options: ConnectionOptions): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl, options)
    : connectPglite(options.pgliteDir, options.pgliteTemplate ?? null);
}

// A test process starts many embedded databases from one template file (about 43 MB): read it once.
const templateBytes = new Map<string, Blob>();
const templateBlob = (path: string) => {
  if (!templateBytes.has(path)) templateBytes.set(path, new Blob([readFileSync(path)]));
  return templateBytes.get(path)!;
};

async function connectPglite(dataDir: string | null, template: string | null): Promise<DatabaseHandle> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const parsers = { [DATE_OID]: keepDateText };
  const pglite = dataDir
    ? new PGlite(dataDir, { parsers })
    : template
      ? new PGlite({ parsers, loadDataDir: templateBlob(template) })
      : new PGlite({ parsers });
  await pglite.waitReady;
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    exec: async (script) => {
      await pglite.exec(script);
    },
    // One process owns an embedded database: no lock needed.
    withMigrationLock: (fn) => fn(),
    listen: (channel, handlers) => listenPglite(pglite, channel, handlers),
    dump: async () => (await pglite.dumpDataDir('none')) as Blob,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

const safeSchema = (schema: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  return schema;
};

async function connectPostgres(url: string, options: ConnectionOptions): Promise<DatabaseHandle> {
  const schema = options.databaseSchema ? safeSchema(options.databaseSchema) : null;
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // While the database is away, requests fail within seconds (503) instead of queueing.
    connectionTimeoutMillis: 3_000,
    query_timeout: 15_000,
    // Dead sockets (a restarted server, a dropped connection) are noticed and replaced.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? keepDateText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection that dies (database restart, network cut) emits 'error' on the pool; without a
  // listener that would end the process. The pool drops the client and connects anew when needed.
  pool.on('error', () => undefined);
  // The same for a checked-out client between two queries: its pending query fails (503), but the
  // client's own 'error' event must not go unheard.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    exec: async (script) => {
      await pool.query(script);
    },
    withMigrationLock: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
        client.release();
      }
    },
    listen: (channel, handlers, listenOptions) => listenPostgres(url, channel, handlers, listenOptions),
    close: async () => {
      if (schema && options.dropSchemaOnClose) await pool.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await db.destroy();
    },
  };
}
