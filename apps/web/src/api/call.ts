import type { AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { Route } from '@bidhall/contracts/abp/route';
import { http } from './client';
import { noteWrite } from './writes';

/** A coerced member is checked by the api, value by value: the client sends its kind. */
type Widened<T> = T extends number ? number : T extends string ? string : T extends boolean ? boolean : T;
/**
 * What a call's input may be sent as: the contract's input, where a member the api coerces
 * from text (typed `unknown` on the way in) is sent as the kind of value it becomes.
 */
type Sent<In, Out> = In extends object
  ? { [K in keyof In]: unknown extends In[K] ? Widened<K extends keyof Out ? Out[K] : never> | undefined : In[K] }
  : In;
export type InputOf<R> = R extends Route<infer I, z.ZodType> ? Sent<z.input<I>, z.output<I>> : never;
export type OutputOf<R> = R extends Route<z.ZodType, infer O> ? z.output<O> : never;

/** The input is optional where the contract's input needs no member. */
type Args<R> =
  Record<never, never> extends InputOf<R>
    ? [input?: InputOf<R>, config?: AxiosRequestConfig]
    : [input: InputOf<R>, config?: AxiosRequestConfig];

/** Calls one api route with its verb and path from the contract; answers the envelope's `result`. */
export async function call<R extends Route>(route: R, ...[input, config]: Args<R>): Promise<OutputOf<R>> {
  const { data } = await http.request<AjaxResponse<OutputOf<R>>>({
    ...config,
    method: route.verb,
    url: route.path,
    ...placed(route, (input ?? {}) as Record<string, unknown>),
  });
  noteWrite(route);
  return data.result as OutputOf<R>;
}

/** GET and DELETE send the input as the query string; POST and PUT as the body, but for the members the contract puts in the query. */
function placed(route: Route, input: Record<string, unknown>): Pick<AxiosRequestConfig, 'params' | 'data'> {
  if (route.verb === 'get' || route.verb === 'delete') return { params: input };
  if (route.queryKeys.length === 0) return { data: input };
  const inQuery = (key: string) => route.queryKeys.includes(key);
  return {
    params: Object.fromEntries(Object.entries(input).filter(([key]) => inQuery(key))),
    data: Object.fromEntries(Object.entries(input).filter(([key]) => !inQuery(key))),
  };
}

/** `VERB /path` of a route, as a request is logged and faked in tests. */
export const routeKey = (route: Route) => `${route.verb.toUpperCase()} ${route.path}`;
