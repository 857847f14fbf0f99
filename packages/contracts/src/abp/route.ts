import type { z } from 'zod';

export type Verb = 'get' | 'post' | 'put' | 'delete';

/**
 * One api call as a client sees it: where and how to send it. The input and output schemas
 * are in its type only, so a page that imports its routes loads no zod at run time (the
 * login page's budget); the api binds the schemas themselves (calls/*.ts).
 */
export type Route<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  readonly service: string;
  readonly method: string;
  readonly verb: Verb;
  readonly path: string;
  /** Members the specification puts in the query string of a POST/PUT (UpStatus?id=&state=); the body carries the rest. */
  readonly queryKeys: readonly string[];
  /** Types only: never set at run time. */
  readonly types?: { readonly input: I; readonly output: O };
};

type RouteOptions = { verb?: Verb; queryKeys?: readonly string[] };
export type RouteSpec<I extends z.ZodType, O extends z.ZodType> = RouteOptions & {
  readonly types?: { readonly input: I; readonly output: O };
};

/** A call whose input is I and output O; a verb only where the specification departs from ABP's convention. */
export const route = <I extends z.ZodType, O extends z.ZodType>(options: RouteOptions = {}): RouteSpec<I, O> => options;

export type RoutesOf<S> = { readonly [M in keyof S]: S[M] extends RouteSpec<infer I, infer O> ? Route<I, O> : never };

/** ABP's verb by method-name prefix: Get → GET, Update/Put → PUT, Delete/Remove → DELETE, else POST. */
export function conventionalVerb(method: string): Verb {
  if (/^Get/.test(method)) return 'get';
  if (/^(Update|Put)/.test(method)) return 'put';
  if (/^(Delete|Remove)/.test(method)) return 'delete';
  return 'post';
}

/** A service's calls at `{basePath}/{Method}`; ABP's application services live under /api/services/app/{service}. */
export function routes<const S extends Record<string, RouteSpec<z.ZodType, z.ZodType>>>(
  service: string,
  specs: S,
  basePath = `/api/services/app/${service}`,
): RoutesOf<S> {
  const table: Record<string, Route> = {};
  for (const [method, spec] of Object.entries(specs)) {
    table[method] = {
      service,
      method,
      verb: spec.verb ?? conventionalVerb(method),
      path: `${basePath}/${method}`,
      queryKeys: spec.queryKeys ?? [],
    };
  }
  return table as RoutesOf<S>;
}
