import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PublishedCache } from './cache.js';

const live = (options = {}) => {
  const cache = new PublishedCache(options);
  cache.setLive(true);
  return cache;
};

describe('PublishedCache', () => {
  it('computes once per organization, language and key', async () => {
    const cache = live();
    let reads = 0;
    const read = async () => `page ${++reads}`;
    assert.equal(await cache.get('org-a', 'de', 'content/1', read), 'page 1');
    assert.equal(await cache.get('org-a', 'de', 'content/1', read), 'page 1');
    assert.equal(await cache.get('org-a', 'en', 'content/1', read), 'page 2');
    assert.equal(await cache.get('org-b', 'de', 'content/1', read), 'page 3', 'another organization, its own entry');
  });

  it('lets concurrent misses share one computation', async () => {
    const cache = live();
    let reads = 0;
    const slow = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return 'page';
    };
    await Promise.all(Array.from({ length: 50 }, () => cache.get('org-a', 'de', 'content/1', slow)));
    assert.equal(reads, 1);
  });

  it('counts hits (from memory or a shared computation) and misses, with the bytes kept', async () => {
    const cache = live();
    const read = async () => 'page';
    await Promise.all([cache.get('org-a', 'de', 'a', read), cache.get('org-a', 'de', 'a', read)]);
    await cache.get('org-a', 'de', 'a', read);
    await cache.get('org-a', 'de', 'b', read, () => 500);
    assert.deepEqual(cache.stats(), { hits: 2, misses: 2, entries: 2, bytes: 1024 + 500 });
  });

  it('never stores a value computed while a save of its organization happened', async () => {
    const cache = live();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const old = cache.get('org-a', 'de', 'content/1', async () => {
      await gate;
      return 'before the save';
    });
    cache.invalidate('org-a');
    release();
    assert.equal(await old, 'before the save', 'its caller still gets an answer');
    assert.equal(await cache.get('org-a', 'de', 'content/1', async () => 'after the save'), 'after the save');
  });

  it("drops only the saved organization's entries", async () => {
    const cache = live();
    await cache.get('org-a', 'de', 'k', async () => 'a1');
    await cache.get('org-b', 'de', 'k', async () => 'b1');
    cache.invalidate('org-a');
    assert.equal(await cache.get('org-a', 'de', 'k', async () => 'a2'), 'a2');
    assert.equal(await cache.get('org-b', 'de', 'k', async () => 'b2'), 'b1');
  });

  it('keeps and serves nothing while not live, and drops everything when the feed is lost', async () => {
    const cache = new PublishedCache();
    assert.equal(await cache.get('org-a', 'de', 'k', async () => 'one'), 'one');
    assert.equal(await cache.get('org-a', 'de', 'k', async () => 'two'), 'two');
    cache.setLive(true);
    await cache.get('org-a', 'de', 'k', async () => 'three');
    cache.setLive(false);
    assert.equal(cache.size, 0);
    cache.setLive(true);
    assert.equal(await cache.get('org-a', 'de', 'k', async () => 'four'), 'four');
  });

  it('does not cache a failed computation (a 404 for a random id)', async () => {
    const cache = live();
    await assert.rejects(cache.get('org-a', 'de', 'content/x', async () => Promise.reject(new Error('not found'))));
    assert.equal(cache.size, 0);
  });

  it('stays within its byte bound, dropping the least recently used first', async () => {
    const cache = live({ maxBytes: 3_000 });
    const size = () => 1_000;
    await cache.get('org-a', 'de', 'one', async () => 1, size);
    await cache.get('org-a', 'de', 'two', async () => 2, size);
    await cache.get('org-a', 'de', 'three', async () => 3, size);
    await cache.get('org-a', 'de', 'one', async () => -1, size); // used again: now the newest
    await cache.get('org-a', 'de', 'four', async () => 4, size);
    assert.equal(cache.size, 3);
    assert.equal(await cache.get('org-a', 'de', 'one', async () => -1, size), 1);
    assert.equal(await cache.get('org-a', 'de', 'two', async () => 22, size), 22, 'the least recently used went');
  });
});
