import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import pino from 'pino';
import { createJobRunner } from './jobs.js';

const silent = pino({ level: 'silent' });

describe('background job runner', () => {
  it('never runs a job twice at once and waits for a running pass on close', async () => {
    const runner = createJobRunner(silent);
    let running = 0;
    let most = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    runner.every('work', 0, async () => {
      running += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return 'done';
    });
    const first = runner.runNow('work');
    const closing = runner.close();
    let isClosed = false;
    void closing.then(() => (isClosed = true));
    await Promise.resolve();
    assert.equal(isClosed, false, 'close waits for the running pass');
    release();
    assert.equal(await first, 'done');
    await closing;
    assert.equal(most, 1);
  });

  it('keeps running after a failed pass and reports the error to the log only', async () => {
    const runner = createJobRunner(silent);
    let calls = 0;
    runner.every('flaky', 0, async () => {
      calls += 1;
      if (calls === 1) throw new Error('database away');
      return calls;
    });
    assert.equal(await runner.runNow('flaky'), null);
    assert.equal(await runner.runNow('flaky'), 2);
    await runner.close();
  });

  it('runs on its timer until closed', async () => {
    const runner = createJobRunner(silent);
    let calls = 0;
    let reached!: () => void;
    const twice = new Promise<void>((resolve) => (reached = resolve));
    runner.every('tick', 5, async () => {
      calls += 1;
      if (calls === 2) reached();
    });
    // The runner's timers are unref'd (they never keep a process alive); this test must stay up.
    const keepAlive = setInterval(() => undefined, 1_000);
    await twice;
    clearInterval(keepAlive);
    await runner.close();
    const after = calls;
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(calls, after);
  });
});
