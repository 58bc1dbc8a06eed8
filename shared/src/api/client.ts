import type { AxiosError } from 'axios';
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
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

/** The one API client of the site: base URL, bearer token, language, pending counter. */
export const apiClient: AxiosInstance = axios.create({ baseURL: '/api', timeout: 20_000 });

export function configureApi(options: { baseURL: string }): void {
  apiClient.defaults.baseURL = options.baseURL;
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

apiClient.interceptors.request.use(onRequest);
apiClient.interceptors.response.use(
  (response) => {
    settle(response.config);
    return response;
  },
  (error: AxiosError) => {
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
  },
);

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
