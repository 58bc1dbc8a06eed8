import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });

let config;
try {
  config = loadConfig();
} catch (error) {
  // A setting that would make the site unsafe: one clear line, no stack, and no start.
  logger.fatal((error as Error).message);
  process.exit(1);
}
for (const note of config.startupNotes) logger.info(note);

const app = await buildApp(config, { logger });

/**
 * SIGTERM/SIGINT: stop accepting connections, answer requests that still arrive on open
 * connections with 503, let in-flight requests finish, close the database, exit. If that takes
 * longer than the grace period, exit anyway.
 */
closeWithGrace({ delay: config.shutdownGraceMs }, async ({ signal, err }) => {
  const started = Date.now();
  if (err) logger.error({ err }, 'closing after an error');
  else logger.info({ signal }, 'closing: finishing in-flight requests');
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
