/** @jest-environment node */
import { retryPlugin } from './plugins';

const callFetch = (plugin: ReturnType<typeof retryPlugin>) =>
  (plugin.fetch as (url: string, init: RequestInit) => Promise<Response>)('http://remote/mf-manifest.json', {});

describe('retryPlugin', () => {
  const originalFetch = global.fetch;
  afterEach(() => {
    global.fetch = originalFetch;
  });

  it('retries a manifest fetch that failed with a 5xx and returns the later success', async () => {
    const answers = [new Response('', { status: 503 }), new Response('{}', { status: 200 })];
    global.fetch = jest.fn(async () => answers.shift() as Response);
    const response = await callFetch(retryPlugin(2, 1));
    expect(response.status).toBe(200);
    expect(global.fetch).toHaveBeenCalledTimes(2);
  });

  it('does not retry a 404: the remote is not there', async () => {
    global.fetch = jest.fn(async () => new Response('', { status: 404 }));
    const response = await callFetch(retryPlugin(2, 1));
    expect(response.status).toBe(404);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('gives up after the retries on network errors', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(callFetch(retryPlugin(2, 1))).rejects.toThrow('Failed to fetch');
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });
});
