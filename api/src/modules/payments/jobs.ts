import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../lib/jobs.js';
import { settleSandboxPayments } from './sandbox-settle.js';
import { encryptNotification, webhookPath } from './webhook.js';

/**
 * Payment settlement: the sandbox's pending payments end like the real provider's (an encrypted
 * POST to our webhook route), checkouts the provider decided are settled, refunds retried.
 */
export function paymentJobs(app: FastifyInstance): JobDefinition[] {
  const { config, isSandbox, webhookSecret, settlement } = app.payments;
  const notify = async (notification: Parameters<typeof encryptNotification>[1]) => {
    if (!webhookSecret) return;
    const { body, headers } = encryptNotification(webhookSecret, notification);
    const response = await app.inject({ method: 'POST', url: `${app.config.apiPrefix}${webhookPath}`, headers, body });
    if (response.statusCode !== 200) app.log.warn({ status: response.statusCode }, 'sandbox notification refused');
  };
  const work = async () => {
    const sandboxSettled = isSandbox ? await settleSandboxPayments(app.db, notify) : 0;
    const settled = await settlement.hook.settleDueCheckouts();
    const refunded = await settlement.hook.retryPendingRefunds();
    if (sandboxSettled + settled + refunded > 0)
      app.log.info({ sandboxSettled, settled, refunded }, 'payments settled');
    return { sandboxSettled, settled, refunded };
  };
  return [{ name: 'payment-settlement', everyMs: config.settleEveryMs, work }];
}
