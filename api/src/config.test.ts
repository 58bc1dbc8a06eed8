import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { loadConfig } from './config.js';

const strong = 'Zq3v8Rk1mW0pXy7TnB4cLd9sFh2gJe6uVa5oPi';
const env = (extra: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'club-config-')),
  ...extra,
});

describe('deployment defaults', () => {
  it('refuses to start in production with a published or short JWT secret', () => {
    for (const secret of ['change-me-in-production', 'short-secret', 'a'.repeat(40)]) {
      assert.throws(() => loadConfig(env({ NODE_ENV: 'production', JWT_SECRET: secret })), /JWT_SECRET is not safe/);
    }
    assert.equal(loadConfig(env({ NODE_ENV: 'production', JWT_SECRET: strong })).production, true);
  });

  it('generates and keeps a secret when none is given, and says so', () => {
    const dir = env({ NODE_ENV: 'production' });
    const first = loadConfig(dir);
    const second = loadConfig(dir);
    assert.equal(first.jwtSecret.length, 48);
    assert.deepEqual(first.jwtSecret, second.jwtSecret);
    assert.match(first.startupNotes.join('\n'), /JWT secret: generated and kept/);
  });

  it('seeds the demo clubs in production only when asked', () => {
    const production = loadConfig(env({ NODE_ENV: 'production', JWT_SECRET: strong }));
    assert.equal(production.seedDemo, false);
    assert.match(production.startupNotes.join('\n'), /demo data: not seeded \(production; set SEED_DEMO=true/);
    assert.equal(loadConfig(env({ NODE_ENV: 'production', JWT_SECRET: strong, SEED_DEMO: 'true' })).seedDemo, true);
    assert.equal(loadConfig(env({})).seedDemo, true, 'development keeps the demo club');
  });

  it('accepts the previous signing key during a key change', () => {
    const config = loadConfig(env({ JWT_SECRET: strong, JWT_SECRET_PREVIOUS: `${strong}-old` }));
    assert.equal(config.jwtPreviousSecrets.length, 1);
    assert.equal(new TextDecoder().decode(config.jwtPreviousSecrets[0]), `${strong}-old`);
  });
});

describe('settings from the environment', () => {
  it('refuses to start on a malformed number or level, naming the variable', () => {
    assert.throws(() => loadConfig(env({ PORT: 'abc' })), /env\/PORT must be integer/);
    assert.throws(() => loadConfig(env({ BODY_LIMIT: '1mb' })), /env\/BODY_LIMIT must be integer/);
    assert.throws(() => loadConfig(env({ OUTBOX_RETRY_MS: '-5' })), /env\/OUTBOX_RETRY_MS must be >= 0/);
    assert.throws(
      () => loadConfig(env({ LOG_LEVEL: 'loud' })),
      /env\/LOG_LEVEL must be equal to one of the allowed values/,
    );
  });

  it('refuses the limits, picture, payment and waiting-list numbers that used to become NaN', () => {
    assert.throws(() => loadConfig(env({ FORM_RATE_LIMIT_MAX: 'five' })), /env\/FORM_RATE_LIMIT_MAX must be integer/);
    assert.throws(() => loadConfig(env({ IMAGE_CONCURRENCY: '0' })), /env\/IMAGE_CONCURRENCY must be >= 1/);
    assert.throws(() => loadConfig(env({ PAYMENT_TIMEOUT_MS: '10s' })), /env\/PAYMENT_TIMEOUT_MS must be integer/);
    assert.throws(
      () => loadConfig(env({ WAITING_LIST_EVERY_MS: 'soon' })),
      /env\/WAITING_LIST_EVERY_MS must be integer/,
    );
    const config = loadConfig(env({ INBOX_RATE_LIMIT_MAX: '12', UPLOAD_RATE_LIMIT_WINDOW_MS: '' }));
    assert.equal(config.inboxRateLimit?.max, 12);
    assert.equal(config.uploadRateLimit?.timeWindowMs, 600_000);
    assert.equal(config.formRateLimit?.max, 5);
  });

  it('reads numbers as numbers and takes the defaults for unset or empty variables', () => {
    const config = loadConfig(
      env({ PORT: '9090', LOGIN_RATE_LIMIT_MAX: '3', SHUTDOWN_GRACE_MS: '', LOG_LEVEL: 'warn' }),
    );
    assert.equal(config.port, 9090);
    assert.equal(config.loginRateLimit.max, 3);
    assert.equal(config.shutdownGraceMs, 10_000);
    assert.equal(config.logLevel, 'warn');
    assert.equal(loadConfig(env({})).port, 8080);
  });
});
