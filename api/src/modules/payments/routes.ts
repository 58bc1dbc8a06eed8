import type { FastifyInstance } from 'fastify';
import { ordersRoutes } from '../orders/routes.js';
import { walletsRoutes } from '../wallets/routes.js';
import { createPaymentProvider, defaultPaymentConfig } from './config.js';
import type { PaymentProvider } from './provider.js';
import { paymentSandboxRoutes } from './sandbox-routes.js';

/** Wallets, orders and (with the sandbox provider) the sandbox's own endpoints, on one provider. */
export async function paymentRoutes(app: FastifyInstance, options: { provider?: PaymentProvider } = {}): Promise<void> {
  const config = app.config.payment ?? defaultPaymentConfig;
  const provider = options.provider ?? createPaymentProvider(config, app.db, app.config.apiPrefix);
  await app.register(walletsRoutes(provider));
  await app.register(ordersRoutes(provider));
  if (provider.name === 'sandbox') await app.register(paymentSandboxRoutes);
}
