import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { getMainMenus } from '../contracts/endpoints/content-reads';
import { submitApplication } from '../contracts/endpoints/memberships';
import { getNewsItem, listNews } from '../contracts/endpoints/news';
import { organizationAtom } from '../state/atoms';
import { clubStore } from '../state/store';
import { call } from './call';
import { configureApi } from './client';

const orgId = '7b0c7e1e-7a43-4a4a-9a53-8d1f2f6a0c11';
const sent: InternalAxiosRequestConfig[] = [];
const adapter: AxiosAdapter = async (config) => {
  sent.push(config);
  return { data: { answered: config.url }, status: 200, statusText: 'OK', headers: {}, config };
};

beforeAll(() => {
  configureApi({ baseURL: '/api', adapter });
  clubStore.set(organizationAtom, { id: orgId, name: 'demo' } as never);
});
beforeEach(() => {
  sent.length = 0;
});

describe('call(endpoint, input)', () => {
  it('fills the organization into the path of an endpoint that needs nothing else', async () => {
    const answer = await call(getMainMenus, {});
    expect(sent[0]?.method).toBe('get');
    expect(sent[0]?.url).toBe(`/content-service/organizations/${orgId}/menu/main`);
    expect(sent[0]?.params).toBeUndefined();
    expect(answer).toEqual({ answered: sent[0]?.url });
  });

  it('fills path parameters and sends the query as it was given', async () => {
    await call(getNewsItem, { params: { newsId: 'n-1' } });
    await call(listNews, { query: { page: 2, size: 5 } });
    expect(sent[0]?.url).toMatch(new RegExp(`/organizations/${orgId}/news/n-1$`));
    expect(sent[1]?.params).toEqual({ page: 2, size: 5 });
  });
});

// What an endpoint requires stays required: pnpm typecheck fails when a directive below is unused.
void (() => {
  // @ts-expect-error a news item needs its id
  void call(getNewsItem, {});
  // @ts-expect-error an application needs its body
  void call(submitApplication, {});
});
