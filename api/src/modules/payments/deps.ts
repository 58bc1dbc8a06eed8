import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { Mailer } from '../../lib/mailer.js';
import type { PaymentProvider } from './provider.js';

/** What sends a payment's mails (receipts, refunds, declines) through the outbox. */
export interface PaymentMailDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  smtpUrl: string | null;
  mailFrom: string | null;
  log: FastifyBaseLogger;
}

/** What everything that moves money needs: the database, the one provider and the mail. */
export interface PaymentDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  mail: PaymentMailDeps;
}
