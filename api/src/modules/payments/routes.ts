import type { FastifyInstance } from 'fastify';
import { paymentSandboxRoutes } from './sandbox-routes.js';
import { paymentSettingsRoutes } from './settings-routes.js';
import { webhookRoutes } from './webhook-routes.js';

/**
 * The provider's notifications, the club's payment settings and (with the sandbox provider) the
 * sandbox's own endpoints, on the one provider of app.payments (service.ts). The wallets and
 * orders modules register their own routes (app.ts); the settlement job is in jobs.ts.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const { config, isSandbox, sandboxKey, webhookSecret } = app.payments;

  await app.register(paymentSettingsRoutes);
  if (webhookSecret) await app.register(webhookRoutes(webhookSecret));
  if (isSandbox)
    await app.register(paymentSandboxRoutes, {
      key: sandboxKey,
      pendingMs: config.sandboxPendingMs,
      delay: config.sandboxDelay ?? null,
    });
}
