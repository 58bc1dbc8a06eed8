import { ApiDataCache } from './api-data-cache';

/** A request the test answers when it wants to. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('ApiDataCache', () => {
  it('sends one request for users of a key who ask at once, and tells them when it is answered', async () => {
    const cache = new ApiDataCache();
    const answer = deferred<string[]>();
    const loader = jest.fn(() => answer.promise);
    const seen: boolean[] = [];
    cache.subscribe('week', () => seen.push(cache.read('week').isFetching));
    void cache.load('week', loader, 2000);
    void cache.load('week', loader, 2000);
    answer.resolve(['Mo 18:30']);
    await answer.promise;
    await Promise.resolve();
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.read('week')).toEqual({ data: ['Mo 18:30'], error: undefined, isFetching: false });
    expect(seen).toEqual([true, false]);
  });

  it('asks again once the answer is older than the deduping interval', async () => {
    const cache = new ApiDataCache();
    const loader = jest.fn(() => Promise.resolve(1));
    await cache.load('n', loader, 0);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await cache.load('n', loader, 0);
    expect(loader).toHaveBeenCalledTimes(2);
  });

  it('keeps the data on screen when a later request fails, with the error beside it', async () => {
    const cache = new ApiDataCache();
    await cache.load('user', () => Promise.resolve({ name: 'Eva' }), 0);
    await expect(cache.load('user', () => Promise.reject(new Error('offline')), 0)).rejects.toThrow('offline');
    expect(cache.read('user').data).toEqual({ name: 'Eva' });
    expect(cache.read('user').error).toEqual(new Error('offline'));
  });

  it('never lets an answer sent before a local change overwrite it (a save while the list loads)', async () => {
    const cache = new ApiDataCache();
    const stale = deferred<string[]>();
    void cache.load('attendance', () => stale.promise, 2000);
    cache.set('attendance', ['Eva present']);
    stale.resolve(['Eva absent']);
    await stale.promise;
    await Promise.resolve();
    expect(cache.read('attendance').data).toEqual(['Eva present']);
    expect(cache.read('attendance').isFetching).toBe(false);
  });

  it('lets only the newest of two requests write (an old slow answer arriving last)', async () => {
    const cache = new ApiDataCache();
    const slow = deferred<string>();
    void cache.load('page', () => slow.promise, 0);
    await cache.revalidate('page');
    await cache.load('page', () => Promise.resolve('new'), 0);
    slow.resolve('old');
    await slow.promise;
    await Promise.resolve();
    expect(cache.read('page').data).toBe('new');
  });

  it('keeps the identity of an answer equal to the one on screen', async () => {
    const cache = new ApiDataCache();
    await cache.load('menu', () => Promise.resolve({ items: [1, 2] }), 0);
    const first = cache.read('menu').data;
    await cache.load('menu', () => Promise.resolve({ items: [1, 2] }), 0);
    expect(cache.read('menu').data).toBe(first);
  });

  it('refetches through the newest mounted user after a save, and skips the deduping', async () => {
    const cache = new ApiDataCache();
    const loader = jest.fn(() => Promise.resolve('fresh'));
    await cache.load('orders', loader, 60_000);
    const remove = cache.addRevalidator('orders', () => cache.load('orders', loader, 60_000));
    await cache.revalidate('orders');
    expect(loader).toHaveBeenCalledTimes(2);
    remove();
    await cache.revalidate('orders');
    expect(loader).toHaveBeenCalledTimes(2);
    // The next user to mount loads it: the save made the old answer useless.
    await cache.load('orders', loader, 60_000);
    expect(loader).toHaveBeenCalledTimes(3);
  });
});
