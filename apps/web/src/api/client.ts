import axios, { AxiosError } from 'axios';
import type { AxiosRequestConfig } from 'axios';
import type { AjaxResponse, ValidationErrorInfo } from '@bidhall/contracts/abp/envelope';
import { REQUEST_TIMEOUT_MS } from '@bidhall/domain/ui';
import { getTenantId, getToken } from '../auth/cookies';
import { currentLanguage } from '../i18n';
import { apiBase } from './base-url';
import { reactTo } from './error-catalogue';
import { applyReaction } from './react-to-failure';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller shows 400 validation errors beside its fields. */
    handlesValidation?: boolean;
    /** The caller expects a failure (e.g. an endpoint still to come) and shows nothing. */
    silent?: boolean;
  }
}

/** A failed call: the server's message (already in the user's language) and field errors. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly validationErrors: ValidationErrorInfo[],
  ) {
    super(message);
  }
}

export const http = axios.create({ baseURL: apiBase(window.location.hostname), timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config) => {
  const token = getToken();
  const tenantId = getTenantId();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  if (tenantId !== undefined) config.headers.set('Abp.TenantId', String(tenantId));
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

http.interceptors.response.use(undefined, (error: AxiosError) => {
  const config: AxiosRequestConfig = error.config ?? {};
  const body = error.response?.data as Partial<AjaxResponse<unknown>> | undefined;
  const reaction = reactTo({
    status: error.response?.status,
    body,
    timedOut: error.code === AxiosError.ECONNABORTED || error.code === AxiosError.ETIMEDOUT,
    hasToken: Boolean(getToken()),
    handlesValidation: Boolean(config.handlesValidation),
    silent: Boolean(config.silent),
  });
  applyReaction(reaction);
  return Promise.reject(
    new ApiError(body?.error?.message ?? error.message, error.response?.status, reaction.fieldErrors),
  );
});

async function unwrap<T>(call: Promise<{ data: AjaxResponse<T> }>): Promise<T> {
  const { data } = await call;
  return data.result as T;
}

/** POST with a JSON body; answers the envelope's `result`. */
export const apiPost = <T>(url: string, body?: object, config?: AxiosRequestConfig) =>
  unwrap<T>(http.post(url, body ?? {}, config));
