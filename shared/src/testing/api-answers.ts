import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { configureApi } from '../api/client';

/**
 * The API as a component test sees it: each call answered by the first entry whose path ends the
 * request's address ('/members' answers GET .../organizations/<id>/members), a 404 otherwise.
 * The answer may be a function of the request, for answers that change during a test, and a
 * promise, for an answer held back. Goes through
 * the real client, so `call`, `useCall` and the data cache run as in the browser. Answers the
 * list of requests sent.
 */
export function answerApi(
  answers: Record<string, unknown | ((request: InternalAxiosRequestConfig) => unknown)>,
): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    const path = (config.url ?? '').split('?')[0]!;
    const match = Object.keys(answers).find((suffix) => path.endsWith(suffix));
    const answer = match === undefined ? undefined : answers[match];
    // A promise holds the answer back until the test resolves it (a slow server, answers out of order).
    const data: unknown = await (typeof answer === 'function'
      ? (answer as (r: InternalAxiosRequestConfig) => unknown)(config)
      : answer);
    return {
      data: match === undefined ? { code: 'NOT_FOUND', message: 'Not found', title: 'Not found' } : data,
      status: match === undefined ? 404 : 200,
      statusText: match === undefined ? 'Not Found' : 'OK',
      headers: {},
      config,
    };
  };
  configureApi({ baseURL: '/api', adapter });
  return sent;
}
