import type { AxiosAdapter, AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { clubStore } from '../state/store';
import { organizationAtom, pendingRequestsAtom, sessionAtom } from '../state/atoms';
import { i18n } from '../i18n/instance';
import type { ApiError } from '../contracts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Untracked requests do not show the loading overlay (background refreshes, probes). */
    untracked?: boolean;
  }
}

type RequestMethod = 'request' | 'get' | 'delete' | 'head' | 'options' | 'post' | 'put' | 'patch';
/** axios's request methods, and the base URL the site was configured with. */
export type ApiClient = Pick<AxiosInstance, RequestMethod> & { readonly defaults: { baseURL: string } };

const defaults: { baseURL: string; timeout: number; adapter?: AxiosAdapter } = { baseURL: '/api', timeout: 20_000 };

/**
 * Where requests go. `adapter` replaces the network: the server renderer answers requests
 * inside the API process (transport.ts) instead of over HTTP.
 */
export function configureApi(options: { baseURL: string; adapter?: AxiosAdapter }): void {
  defaults.baseURL = options.baseURL;
  if (options.adapter) defaults.adapter = options.adapter;
  void loaded?.then((instance) => {
    instance.defaults.baseURL = options.baseURL;
    if (options.adapter) instance.defaults.adapter = options.adapter;
  });
}

const changePending = (delta: number) => clubStore.set(pendingRequestsAtom, (count) => Math.max(0, count + delta));

function onRequest(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  const token = clubStore.get(sessionAtom)?.accessToken;
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  config.headers.set('Accept-Language', i18n.language === 'en' ? 'en' : 'de');
  if (!config.untracked) changePending(1);
  return config;
}

function settle(config: InternalAxiosRequestConfig | undefined): void {
  if (config && !config.untracked) changePending(-1);
}

function onFailure(error: AxiosError) {
  settle(error.config);
  const status = error.response?.status;
  // The spec: any 401 or 403 clears local storage (and with it the stored session).
  if (status === 401 || status === 403) {
    try {
      window.localStorage.clear();
    } catch {
      /* storage unavailable: nothing to clear */
    }
    clubStore.set(sessionAtom, null);
  }
  return Promise.reject(error);
}

// axios arrives with the first request, not with the page: a server-rendered page has its
// first render's data in the HTML, so most visitors never send one (~20 KB gzip less to load).
let loaded: Promise<AxiosInstance> | undefined;
function axiosInstance(): Promise<AxiosInstance> {
  loaded ??= import('axios').then(({ default: axios }) => {
    const instance = axios.create({ ...defaults });
    instance.interceptors.request.use(onRequest);
    instance.interceptors.response.use((response) => {
      settle(response.config);
      return response;
    }, onFailure);
    return instance;
  });
  return loaded;
}

function deferred<M extends RequestMethod>(method: M): AxiosInstance[M] {
  // The same arguments and answer as axios's own method, one module load later.
  const call = (...args: unknown[]) =>
    axiosInstance().then((instance) => (instance[method] as (...a: unknown[]) => Promise<unknown>)(...args));
  return call as AxiosInstance[M];
}

/** The one API client of the site: base URL, bearer token, language, pending counter. */
export const apiClient: ApiClient = {
  request: deferred('request'),
  get: deferred('get'),
  delete: deferred('delete'),
  head: deferred('head'),
  options: deferred('options'),
  post: deferred('post'),
  put: deferred('put'),
  patch: deferred('patch'),
  defaults,
};

/** Reads `{ code, message, title }` from an error, with the spec's defaults. */
export function toApiError(error: unknown): ApiError {
  const data = (error as AxiosError<Partial<ApiError>>)?.response?.data;
  const code = data?.code ?? 'unknownErrorCode';
  return { code, message: data?.message ?? 'UnknownErrorMessage', title: data?.title ?? code };
}

/** `organizations/{orgId}` of the current organization, for building service paths. */
export function orgPath(service: string, rest: string): string {
  const orgId = clubStore.get(organizationAtom)?.id;
  if (!orgId) throw new Error('Organization not identified yet');
  return `/${service}/organizations/${orgId}/${rest.replace(/^\//, '')}`;
}
