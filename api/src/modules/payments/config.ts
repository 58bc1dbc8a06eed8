import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { copyAndPayProvider } from './copyandpay.js';
import type { PaymentProvider } from './provider.js';
import { sandboxProvider } from './sandbox.js';
import { sandboxPrefix } from './sandbox-routes.js';

export interface PaymentConfig {
  provider: 'sandbox' | 'copyandpay';
  /** COPYandPAY: https://eu-test.oppwa.com (test) or https://eu-prod.oppwa.com. */
  baseUrl: string;
  entityId: string;
  accessToken: string;
  timeoutMs: number;
}

export const defaultPaymentConfig: PaymentConfig = {
  provider: 'sandbox',
  baseUrl: '',
  entityId: '',
  accessToken: '',
  timeoutMs: 10_000,
};

/** PAYMENT_PROVIDER (sandbox | copyandpay), PAYMENT_API_BASE_URL, PAYMENT_ENTITY_ID, PAYMENT_ACCESS_TOKEN, PAYMENT_TIMEOUT_MS. */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER === 'copyandpay' ? 'copyandpay' : 'sandbox';
  if (provider === 'copyandpay' && (!env.PAYMENT_API_BASE_URL || !env.PAYMENT_ENTITY_ID || !env.PAYMENT_ACCESS_TOKEN)) {
    throw new Error(
      'PAYMENT_PROVIDER=copyandpay needs PAYMENT_API_BASE_URL, PAYMENT_ENTITY_ID and PAYMENT_ACCESS_TOKEN.',
    );
  }
  return {
    provider,
    baseUrl: env.PAYMENT_API_BASE_URL ?? '',
    entityId: env.PAYMENT_ENTITY_ID ?? '',
    accessToken: env.PAYMENT_ACCESS_TOKEN ?? '',
    timeoutMs: Number(env.PAYMENT_TIMEOUT_MS) || 10_000,
  };
}

export function createPaymentProvider(config: PaymentConfig, db: Kysely<Database>, apiPrefix: string): PaymentProvider {
  if (config.provider === 'copyandpay') return copyAndPayProvider(config);
  return sandboxProvider(db, `${apiPrefix}${sandboxPrefix}`);
}
