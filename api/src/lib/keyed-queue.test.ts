import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { KeyedQueue } from './keyed-queue.js';

test('tasks of one key run one after the other, in order, even when one fails', async () => {
  const queue = new KeyedQueue();
  const log: string[] = [];
  const task =
    (name: string, ms: number, fail = false) =>
    async () => {
      log.push(`start ${name}`);
      await sleep(ms);
      log.push(`end ${name}`);
      if (fail) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([
    queue.run('course', task('a', 20)),
    queue.run('course', task('b', 5, true)),
    queue.run('course', task('c', 1)),
  ]);
  assert.deepEqual(log, ['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  assert.deepEqual(
    results.map((r) => r.status),
    ['fulfilled', 'rejected', 'fulfilled'],
  );
  assert.equal(queue.size, 0, 'nothing is kept once a key is idle');
});

test('tasks of other keys do not wait', async () => {
  const queue = new KeyedQueue();
  const log: string[] = [];
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const slow = queue.run('a', async () => {
    await gate;
    log.push('a');
  });
  await queue.run('b', async () => log.push('b'));
  release();
  await slow;
  assert.deepEqual(log, ['b', 'a']);
});
