import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { http } from '../src/api/client';

export interface Call {
  method: string;
  url: string;
  params: unknown;
  body: unknown;
  headers: Record<string, unknown>;
}

type Handler = (call: Call) => { status: number; result?: unknown; error?: unknown };

/** Answers with the ABP envelope; a status of 400 or more becomes an axios error, as from a real server. */
export function fakeApi(routes: Record<string, Handler>): Call[] {
  const calls: Call[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const call: Call = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: config.params,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON(),
    };
    calls.push(call);
    const handler = routes[`${call.method} ${call.url}`];
    const answer = handler
      ? handler(call)
      : { status: 404, error: { code: 0, message: 'not found', details: null, validationErrors: null } };
    const data = {
      result: answer.result ?? null,
      targetUrl: null,
      success: answer.status < 400,
      error: answer.error ?? null,
      unAuthorizedRequest: answer.status === 401,
      __abp: true,
    };
    const response = { data, status: answer.status, statusText: String(answer.status), headers: {}, config };
    if (answer.status >= 400)
      throw new AxiosError(`status ${answer.status}`, 'ERR_BAD_RESPONSE', config, null, response);
    return response;
  };
  http.defaults.adapter = adapter;
  return calls;
}
