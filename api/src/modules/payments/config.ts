import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { copyAndPayProvider } from './copyandpay.js';
import type { PaymentProvider } from './provider.js';
import { sandboxPrefix, sandboxProvider } from './sandbox.js';
import { delayedProvider, sandboxDelayFrom, type SandboxDelay } from './sandbox-delay.js';

export interface PaymentConfig {
  provider: 'sandbox' | 'copyandpay';
  /** COPYandPAY: https://eu-test.oppwa.com (test) or https://eu-prod.oppwa.com. */
  baseUrl: string;
  entityId: string;
  accessToken: string;
  timeoutMs: number;
  /** How often the settlement job asks about pending payments and retries refunds (0 = tests run it). */
  settleEveryMs: number;
  /** The sandbox's pending test card settles this long after it was paid. */
  sandboxPendingMs: number;
  /** The sandbox answers (checkout, card, status, refund) after this random delay; null = at once. */
  sandboxDelay?: SandboxDelay | null;
  /** Key of the provider's notifications (64 hex characters; COPYandPAY's webhook secret). */
  webhookSecret: string | null;
}

export const defaultPaymentConfig: PaymentConfig = {
  provider: 'sandbox',
  baseUrl: '',
  entityId: '',
  accessToken: '',
  timeoutMs: 10_000,
  settleEveryMs: 5_000,
  sandboxPendingMs: 30_000,
  webhookSecret: null,
};

/**
 * PAYMENT_PROVIDER (sandbox | copyandpay), PAYMENT_API_BASE_URL, PAYMENT_ENTITY_ID, PAYMENT_ACCESS_TOKEN,
 * PAYMENT_TIMEOUT_MS, PAYMENT_SETTLE_EVERY_MS, PAYMENT_SANDBOX_PENDING_MS, PAYMENT_SANDBOX_DELAY_MS,
 * PAYMENT_WEBHOOK_SECRET.
 */
export function paymentConfigFromEnv(env: NodeJS.ProcessEnv): PaymentConfig {
  const provider = env.PAYMENT_PROVIDER === 'copyandpay' ? 'copyandpay' : 'sandbox';
  if (provider === 'copyandpay' && (!env.PAYMENT_API_BASE_URL || !env.PAYMENT_ENTITY_ID || !env.PAYMENT_ACCESS_TOKEN)) {
    throw new Error(
      'PAYMENT_PROVIDER=copyandpay needs PAYMENT_API_BASE_URL, PAYMENT_ENTITY_ID and PAYMENT_ACCESS_TOKEN.',
    );
  }
  const webhookSecret = env.PAYMENT_WEBHOOK_SECRET?.trim() || null;
  if (webhookSecret && !/^[0-9a-fA-F]{64}$/.test(webhookSecret)) {
    throw new Error('PAYMENT_WEBHOOK_SECRET must be the 64 hex characters the provider shows for the webhook.');
  }
  const count = (value: string | undefined, fallback: number) =>
    value !== undefined && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : fallback;
  return {
    provider,
    baseUrl: env.PAYMENT_API_BASE_URL ?? '',
    entityId: env.PAYMENT_ENTITY_ID ?? '',
    accessToken: env.PAYMENT_ACCESS_TOKEN ?? '',
    timeoutMs: count(env.PAYMENT_TIMEOUT_MS, defaultPaymentConfig.timeoutMs) || defaultPaymentConfig.timeoutMs,
    settleEveryMs: count(env.PAYMENT_SETTLE_EVERY_MS, defaultPaymentConfig.settleEveryMs),
    sandboxPendingMs: count(env.PAYMENT_SANDBOX_PENDING_MS, defaultPaymentConfig.sandboxPendingMs),
    sandboxDelay: sandboxDelayFrom(env.PAYMENT_SANDBOX_DELAY_MS),
    webhookSecret,
  };
}

export function createPaymentProvider(
  config: PaymentConfig,
  db: Kysely<Database>,
  apiPrefix: string,
  sandboxKey: Buffer,
): PaymentProvider {
  if (config.provider === 'copyandpay') return copyAndPayProvider(config);
  return delayedProvider(
    sandboxProvider(db, { widgetBaseUrl: `${apiPrefix}${sandboxPrefix}`, key: sandboxKey }),
    config.sandboxDelay ?? null,
  );
}
