/** @jest-environment node */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { retryPlugin } from './plugins';

type Hook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type Args = Parameters<Hook>[0];

const entry = 'http://remote.example/remotes/mf-content/remoteEntry.js';
const container = { init: jest.fn(), get: jest.fn() };

/** The runtime's call after remoteEntry.js failed to load; getRemoteEntry loads an address again. */
async function afterFailedLoad(getRemoteEntry: jest.Mock, retries = 2) {
  const plugin = retryPlugin(retries, 1);
  const args = { getRemoteEntry, origin: {}, remoteInfo: { name: 'mf_content', entry } } as unknown as Args;
  return (plugin.loadEntryError as Hook)(args);
}

describe('retryPlugin', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('loads a remoteEntry.js that failed (a 503 during a deploy) again under a new address', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 503 }));
    const getRemoteEntry = jest.fn().mockRejectedValueOnce(new Error('script error')).mockResolvedValueOnce(container);
    expect(await afterFailedLoad(getRemoteEntry)).toBe(container);
    const addresses = getRemoteEntry.mock.calls.map(([params]) => (params as Args).remoteInfo.entry);
    expect(addresses).toEqual([`${entry}?retry=1`, `${entry}?retry=2`]);
  });

  it('does not retry a 404: the remote is not there, its slot shows the fallback at once', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 404 }));
    const getRemoteEntry = jest.fn();
    expect(await afterFailedLoad(getRemoteEntry)).toBeUndefined();
    expect(getRemoteEntry).not.toHaveBeenCalled();
    expect(global.fetch).toHaveBeenCalledWith(entry, expect.objectContaining({ method: 'HEAD' }));
  });

  it('gives up after the retries when the server cannot be reached', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const getRemoteEntry = jest.fn().mockRejectedValue(new Error('script error'));
    expect(await afterFailedLoad(getRemoteEntry, 3)).toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(3);
  });
});
