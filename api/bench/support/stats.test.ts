import assert from 'node:assert/strict';
import { test } from 'node:test';
import { p50p99, percentile, Tally } from './stats.js';

test('percentiles by nearest rank, whatever the order of the values', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 .. 1
  assert.equal(percentile(values, 0.5), 50);
  assert.equal(percentile(values, 0.99), 99);
  assert.equal(percentile(values, 1), 100);
  assert.equal(percentile(values, 0), 1);
  assert.equal(percentile([7], 0.99), 7);
  assert.ok(Number.isNaN(percentile([], 0.5)));
  assert.deepEqual(values[0], 100, 'the input is not sorted in place');
});

test('p50 / p99 printed in whole milliseconds', () => {
  assert.equal(p50p99([1.4, 2.6, 3]), '3 / 3 ms');
  assert.equal(p50p99([]), '-');
});

test('a tally lists the most frequent kind first', () => {
  const tally = new Tally();
  for (const kind of ['a', 'b', 'b', 'c', 'b', 'a']) tally.add(kind);
  assert.equal(tally.toString(), 'b: 3, a: 2, c: 1');
  assert.equal(tally.total, 6);
  assert.equal(new Tally().toString(), 'none');
});
