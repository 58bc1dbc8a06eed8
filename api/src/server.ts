import { Server as NetServer } from 'node:net';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

// 'info' until the configuration is read: a bad LOG_LEVEL is reported like any other bad setting.
const logger = pino({ level: 'info' });

let config;
try {
  config = loadConfig();
} catch (error) {
  // A setting that would make the site unsafe: one clear line, no stack, and no start.
  logger.fatal((error as Error).message);
  process.exit(1);
}
logger.level = config.logLevel;
for (const note of config.startupNotes) logger.info(note);

const app = await buildApp(config, { logger });

/** At most this long, clients take their connections down themselves (see plugins/drain.ts). */
const drainMs = Math.min(2_000, config.shutdownGraceMs / 4);

const openConnections = () =>
  new Promise<number>((resolve) => app.server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * SIGTERM/SIGINT, in this order, so no client sees a reset connection:
 * 1. stop accepting connections (new ones are refused by the system; open ones stay: http's own
 *    close() would cut idle kept-alive connections while a client may be sending on them);
 * 2. drain: in-flight requests finish, new requests on open connections get 503, and every answer
 *    closes its connection, until none is left or drainMs passed;
 * 3. close Fastify (the rest of the connections, the database) and exit. If all that takes longer
 *    than the grace period, exit anyway.
 */
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  const started = Date.now();
  if (err) logger.error({ err }, 'closing after an error');
  else logger.info({ signal }, 'closing: finishing in-flight requests');
  NetServer.prototype.close.call(app.server);
  app.startDraining();
  const drainUntil = Date.now() + drainMs;
  while (Date.now() < drainUntil && (await openConnections()) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await app.close();
  logger.info({ ms: Date.now() - started }, 'closed');
});

// Started through a wrapper (pnpm) that was killed: do not keep serving as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) process.kill(process.pid, 'SIGTERM');
}, 1_000).unref();

await app.listen({ port: config.port, host: config.host });
logger.info(
  `site and API on http://localhost:${config.port} (API at ${config.apiPrefix}, docs at ${config.apiPrefix}/docs)`,
);
