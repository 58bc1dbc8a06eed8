import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mailer.js';
import type { PaymentDeps } from './deps.js';
import { createPaymentProvider, defaultPaymentConfig, type PaymentConfig } from './config.js';
import type { PaymentProvider } from './provider.js';
import { settlementSlot } from './settlement-hook.js';
import { sandboxWebhookSecret } from './webhook.js';

/** The one payment provider of this app and what the routes and the settlement job share. */
export interface Payments {
  config: PaymentConfig;
  provider: PaymentProvider;
  isSandbox: boolean;
  /** The sandbox's keys come from the API's own secret, so every replica agrees on them. */
  sandboxKey: Buffer;
  deps: PaymentDeps;
  /** The key of the provider's notifications (the sandbox's own without PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string | null;
  /** How a confirmed payment reaches orders (settlement-hook.ts; registered in app.ts). */
  settlement: ReturnType<typeof settlementSlot>;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: Payments;
  }
}

/** Built once in app.ts (app.payments) before the routes and the jobs that use it. */
export function createPayments(app: FastifyInstance): Payments {
  const config = app.config.payment ?? defaultPaymentConfig;
  const sandboxKey = createHmac('sha256', Buffer.from(app.config.jwtSecret)).update('payment-sandbox').digest();
  const provider = createPaymentProvider(config, app.db, app.config.apiPrefix, sandboxKey);
  const isSandbox = provider.name === 'sandbox';
  const mailer = createMailer(app.config.smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());
  const deps: PaymentDeps = {
    db: app.db,
    provider,
    mail: { db: app.db, mailer, smtpUrl: app.config.smtpUrl, mailFrom: app.config.mailFrom, log: app.log },
  };
  const webhookSecret = config.webhookSecret ?? (isSandbox ? sandboxWebhookSecret(sandboxKey) : null);
  return { config, provider, isSandbox, sandboxKey, deps, webhookSecret, settlement: settlementSlot() };
}
