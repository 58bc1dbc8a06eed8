import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createMailer } from '../../lib/mailer.js';
import { refundRoutes } from '../orders/index.js';
import { retryPendingRefunds, type PaymentDeps } from '../orders/index.js';
import { ordersRoutes } from '../orders/index.js';
import { settleDueCheckouts } from '../orders/index.js';
import { findCheckoutById, walletsRoutes } from '../wallets/index.js';
import { createPaymentProvider, defaultPaymentConfig } from './config.js';
import type { PaymentProvider } from './provider.js';
import { settleSandboxPayments } from './sandbox-settle.js';
import { paymentSandboxRoutes } from './sandbox-routes.js';
import { paymentSettingsRoutes } from './settings-routes.js';
import { encryptNotification, sandboxWebhookSecret, webhookPath } from './webhook.js';
import { webhookRoutes } from './webhook-routes.js';

/**
 * Wallets, orders, refunds, receipts, the provider's notifications and (with the sandbox
 * provider) the sandbox's own endpoints, on one provider; and the settlement job.
 */
export async function paymentRoutes(app: FastifyInstance, options: { provider?: PaymentProvider } = {}): Promise<void> {
  const config = app.config.payment ?? defaultPaymentConfig;
  // The sandbox's keys come from the API's own secret, so every replica agrees on them.
  const sandboxKey = createHmac('sha256', Buffer.from(app.config.jwtSecret)).update('payment-sandbox').digest();
  const provider = options.provider ?? createPaymentProvider(config, app.db, app.config.apiPrefix, sandboxKey);
  const isSandbox = provider.name === 'sandbox';
  const mailer = createMailer(app.config.smtpUrl, app.log);
  app.addHook('onClose', async () => mailer.close());
  const deps: PaymentDeps = {
    db: app.db,
    provider,
    mail: { db: app.db, mailer, smtpUrl: app.config.smtpUrl, mailFrom: app.config.mailFrom, log: app.log },
  };
  const webhookSecret = config.webhookSecret ?? (isSandbox ? sandboxWebhookSecret(sandboxKey) : null);

  await app.register(walletsRoutes(provider));
  await app.register(ordersRoutes(deps));
  await app.register(refundRoutes(deps));
  await app.register(paymentSettingsRoutes);
  if (webhookSecret) await app.register(webhookRoutes(deps, webhookSecret));
  if (isSandbox) await app.register(paymentSandboxRoutes, { key: sandboxKey, pendingMs: config.sandboxPendingMs });

  // The sandbox notifies like the real provider: an encrypted POST to our webhook route.
  const notify = async (notification: Parameters<typeof encryptNotification>[1]) => {
    if (!webhookSecret) return;
    const { body, headers } = encryptNotification(webhookSecret, notification);
    const response = await app.inject({ method: 'POST', url: `${app.config.apiPrefix}${webhookPath}`, headers, body });
    if (response.statusCode !== 200) app.log.warn({ status: response.statusCode }, 'sandbox notification refused');
  };
  app.jobs.every('payment-settlement', config.settleEveryMs, async () => {
    const sandboxSettled = isSandbox ? await settleSandboxPayments(app.db, notify) : 0;
    const settled = await settleDueCheckouts(deps, (id) => findCheckoutById(app.db, id));
    const refunded = await retryPendingRefunds(deps);
    if (sandboxSettled + settled + refunded > 0)
      app.log.info({ sandboxSettled, settled, refunded }, 'payments settled');
    return { sandboxSettled, settled, refunded };
  });
}
