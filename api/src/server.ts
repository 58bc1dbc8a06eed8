import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = loadConfig();
const logger = pino({ level: config.logLevel });

const app = await buildApp(config, { logger });

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'closing after an error');
  else logger.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ port: config.port, host: config.host });
logger.info(
  `site and API on http://localhost:${config.port} (API at ${config.apiPrefix}, docs at ${config.apiPrefix}/docs)`,
);
