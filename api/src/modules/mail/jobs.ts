import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { createMailer } from '../../lib/mailer.js';
import { deliverOutbox } from './outbox-delivery.js';

/** Messages stored while the SMTP server was missing or down are sent later, not lost. */
export function mailJobs(app: FastifyInstance): JobDefinition[] {
  const { smtpUrl, mailFrom, outboxRetryMs } = app.config;
  const mailer = createMailer(smtpUrl, app.log);
  app.addHook('onClose', async () => {
    await mailer.close();
  });
  return [
    {
      name: 'outbox-retry',
      everyMs: smtpUrl ? outboxRetryMs : 0,
      work: async () => {
        const sent = await deliverOutbox(app.db, mailer, { smtpUrl, mailFrom, log: app.log });
        if (sent > 0) app.log.info({ sent }, 'delivered messages from the outbox');
        return sent;
      },
    },
  ];
}
