import axios from 'axios';
import { transportAdapter, type ApiTransportRequest } from './transport';

function clientOver(status: number, body: unknown) {
  const seen: ApiTransportRequest[] = [];
  const instance = axios.create({
    baseURL: 'http://127.0.0.1:8080/api',
    adapter: transportAdapter(async (request) => {
      seen.push(request);
      return { status, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
    }),
  });
  return { instance, seen };
}

describe('transportAdapter (the server renderer asks the API in-process)', () => {
  it('sends the path below the API origin with query and headers, and parses the JSON answer', async () => {
    const { instance, seen } = clientOver(200, [{ path: '/home' }]);
    const { data } = await instance.get('/content-service/organizations/o1/menu/main', {
      params: { page: 2 },
      headers: { 'Accept-Language': 'en', 'Accept-Encoding': 'gzip' },
    });
    expect(data).toEqual([{ path: '/home' }]);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/content-service/organizations/o1/menu/main?page=2' });
    expect(seen[0]?.headers['Accept-Language']).toBe('en');
    // Answers come back uncompressed.
    expect(Object.keys(seen[0]?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain('accept-encoding');
  });

  it('passes a body and rejects a 4xx like the network adapter, with the API error readable', async () => {
    const { instance, seen } = clientOver(404, { code: 'notFound', message: 'Not found', title: 'Not found' });
    const failure = await instance.post('forms/x', { name: 'Ada' }).catch((error: unknown) => error);
    expect(axios.isAxiosError(failure)).toBe(true);
    expect((failure as { response: { status: number; data: { code: string } } }).response.status).toBe(404);
    expect((failure as { response: { data: { code: string } } }).response.data.code).toBe('notFound');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/forms/x', body: '{"name":"Ada"}' });
  });
});
