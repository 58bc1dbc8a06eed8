// A fresh PostgreSQL database for one bench run (created on the server of DATABASE_URL, dropped at
// the end), and what the server says about it while the bench runs.
import pg from 'pg';

export interface BenchDatabase {
  name: string;
  /** DATABASE_URL of the fresh database. */
  url: string;
  /** A small pool on the server's maintenance database (never counted as the API's). */
  admin: pg.Pool;
  drop(): Promise<void>;
}

export async function benchDatabase(serverUrl: string, name: string): Promise<BenchDatabase> {
  const maintenance = new URL(serverUrl);
  maintenance.pathname = '/postgres';
  const admin = new pg.Pool({ connectionString: maintenance.toString(), max: 3 });
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    admin,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

/** Samples the database's backends every 100 ms: the most at once, and the longest wait on a lock seen. */
export function connectionSampler(database: BenchDatabase) {
  let connections = 0;
  let longestLockWaitMs = 0;
  /** Of the longest wait seen: the statement that waited and what held the lock (its state, its last statement). */
  let longestWait: { waiting: string; blocking: string; blockingState: string } | null = null;
  const timer = setInterval(() => {
    database.admin
      .query<{ waited_ms: number; waiting: string; blocking: string; blocking_state: string }>(
        `SELECT extract(epoch FROM now() - w.state_change) * 1000 AS waited_ms, w.query AS waiting,
                b.query AS blocking, b.state AS blocking_state
           FROM pg_stat_activity w
           CROSS JOIN LATERAL unnest(pg_blocking_pids(w.pid)) AS holder(pid)
           JOIN pg_stat_activity b ON b.pid = holder.pid
          WHERE w.datname = $1 AND w.wait_event_type = 'Lock'
          ORDER BY 1 DESC LIMIT 1`,
        [database.name],
      )
      .then(({ rows }) => {
        const row = rows[0];
        if (row && Number(row.waited_ms) >= longestLockWaitMs)
          longestWait = { waiting: row.waiting, blocking: row.blocking, blockingState: row.blocking_state };
      })
      .catch(() => undefined);
    database.admin
      .query<{ n: number; lock_ms: number | null }>(
        `SELECT count(*)::int AS n,
                max(extract(epoch FROM now() - state_change) * 1000) FILTER (WHERE wait_event_type = 'Lock') AS lock_ms
           FROM pg_stat_activity WHERE datname = $1`,
        [database.name],
      )
      .then(({ rows }) => {
        connections = Math.max(connections, rows[0]!.n);
        longestLockWaitMs = Math.max(longestLockWaitMs, Math.round(Number(rows[0]!.lock_ms ?? 0)));
      })
      .catch(() => undefined);
  }, 100);
  return {
    async stop() {
      clearInterval(timer);
      return { connections, longestLockWaitMs, longestWait };
    },
  };
}

/** Transactions committed in the database so far (pg_stat_database; the statistics lag up to 0.5 s). */
export async function committedTransactions(database: BenchDatabase): Promise<number> {
  await database.admin.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await database.admin.query<{ n: string }>(
    `SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = $1`,
    [database.name],
  );
  return Number(rows[0]?.n ?? 0);
}
