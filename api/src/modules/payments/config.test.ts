import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paymentConfigFromEnv } from './config.js';

describe('payment settings from the environment', () => {
  it('reads the settlement interval, the sandbox delay and the webhook secret', () => {
    const config = paymentConfigFromEnv({
      PAYMENT_SETTLE_EVERY_MS: '1000',
      PAYMENT_SANDBOX_PENDING_MS: '0',
      PAYMENT_WEBHOOK_SECRET: 'AB'.repeat(32),
    });
    assert.equal(config.settleEveryMs, 1000);
    assert.equal(config.sandboxPendingMs, 0, 'zero is a value, not a missing one');
    assert.equal(config.webhookSecret, 'AB'.repeat(32));
  });

  it('keeps the defaults when nothing is set', () => {
    const config = paymentConfigFromEnv({});
    assert.equal(config.settleEveryMs, 5_000);
    assert.equal(config.sandboxPendingMs, 30_000);
    assert.equal(config.webhookSecret, null);
  });

  it('refuses a webhook secret that is not 64 hex characters, with one clear sentence', () => {
    assert.throws(() => paymentConfigFromEnv({ PAYMENT_WEBHOOK_SECRET: 'secret' }), /64 hex characters/);
  });
});
