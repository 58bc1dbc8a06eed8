import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sandboxDelayFrom, waitSandboxDelay } from './sandbox-delay.js';

test('the sandbox answers at once unless PAYMENT_SANDBOX_DELAY_MS asks for a delay', () => {
  assert.equal(sandboxDelayFrom(undefined), null);
  assert.equal(sandboxDelayFrom(''), null);
  assert.equal(sandboxDelayFrom('0'), null);
  assert.deepEqual(sandboxDelayFrom('500'), { minMs: 500, maxMs: 500 });
  assert.deepEqual(sandboxDelayFrom('300-800'), { minMs: 300, maxMs: 800 });
  assert.deepEqual(sandboxDelayFrom(' 300 - 800 '), { minMs: 300, maxMs: 800 });
});

test('a malformed or reversed delay stops the start instead of benchmarking without one', () => {
  for (const value of ['fast', '800-300', '-5', '300-', '1.5'])
    assert.throws(() => sandboxDelayFrom(value), /PAYMENT_SANDBOX_DELAY_MS/, value);
});

test('the wait lies within the range', async () => {
  const started = Date.now();
  await waitSandboxDelay({ minMs: 30, maxMs: 40 }, () => 1);
  const waited = Date.now() - started;
  assert.ok(waited >= 29 && waited < 1000, `${waited} ms`);
});
