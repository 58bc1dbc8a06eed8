import type { PGlite } from '@electric-sql/pglite';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { backoffDelay } from '../lib/backoff.js';

export interface ListenHandlers {
  /** A notification on the channel (its payload). */
  onNotify(payload: string): void;
  /**
   * True once the channel is listened to, false when the connection is lost: notifications sent
   * meanwhile are missed, so whoever relies on them must not trust what it kept.
   */
  onLive(isLive: boolean): void;
}

/** Stops listening (and reconnecting). */
export type StopListening = () => Promise<void>;

const quoted = (channel: string): string => {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Invalid channel name: ${channel}`);
  return `"${channel}"`;
};

/** PGlite is one in-process connection: notifications arrive before the committing call returns. */
export async function listenPglite(pglite: PGlite, channel: string, handlers: ListenHandlers): Promise<StopListening> {
  quoted(channel);
  const unsubscribe = await pglite.listen(channel, handlers.onNotify);
  handlers.onLive(true);
  return async () => {
    handlers.onLive(false);
    if (!pglite.closed) await unsubscribe().catch(() => undefined);
  };
}

export interface PostgresListenOptions {
  /** Shown in pg_stat_activity (tests end one listener's connection by it). */
  applicationName?: string;
  /** How often the idle connection is checked, so a silently dead one is noticed. */
  pingEveryMs?: number;
  /** First delay before reconnecting; doubles up to maxRetryMs (lib/backoff.ts). */
  retryMs?: number;
  maxRetryMs?: number;
}

/**
 * LISTEN on a dedicated connection (never a pooled one: a pooled client would be handed to
 * queries and its LISTEN lost). A lost connection (database restart, network cut, a dead socket
 * found by the ping) reports not live, then reconnects with backoff and reports live again.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  handlers: ListenHandlers,
  options: PostgresListenOptions = {},
): Promise<StopListening> {
  const { pingEveryMs = 5_000, retryMs = 100, maxRetryMs = 5_000 } = options;
  let client: pg.Client | null = null;
  let isStopped = false;
  /** Failed connects since the last live one: the wait before the next grows with them. */
  let failures = 0;
  let retryTimer: NodeJS.Timeout | null = null;

  const drop = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    handlers.onLive(false);
    lost.end().catch(() => undefined);
    scheduleConnect();
  };

  const scheduleConnect = () => {
    if (isStopped || retryTimer) return;
    const delay = backoffDelay(failures, { first: retryMs, max: maxRetryMs });
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connectOnce();
    }, delay);
    retryTimer.unref();
  };

  const connectOnce = async (): Promise<void> => {
    const candidate = new pg.Client({
      connectionString: url,
      keepAlive: true,
      connectionTimeoutMillis: 3_000,
      query_timeout: 3_000,
      ...(options.applicationName ? { application_name: options.applicationName } : {}),
    });
    candidate.on('error', () => drop(candidate));
    candidate.on('end', () => drop(candidate));
    candidate.on('notification', (message) => {
      if (message.channel === channel && message.payload) handlers.onNotify(message.payload);
    });
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${quoted(channel)}`);
    } catch {
      await candidate.end().catch(() => undefined);
      scheduleConnect();
      return;
    }
    if (isStopped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    client = candidate;
    failures = 0;
    handlers.onLive(true);
  };

  const ping = setInterval(() => {
    const current = client;
    current?.query('SELECT 1').catch(() => drop(current));
  }, pingEveryMs);
  ping.unref();

  await connectOnce();
  return async () => {
    isStopped = true;
    clearInterval(ping);
    if (retryTimer) clearTimeout(retryTimer);
    const current = client;
    client = null;
    handlers.onLive(false);
    // A connection cut mid-way may never answer the goodbye: do not let shutdown wait on it.
    if (current) await Promise.race([current.end().catch(() => undefined), sleep(1_000)]);
  };
}
