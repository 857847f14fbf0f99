import type { z } from 'zod';
import type * as SchemaModules from '../schemas.ts';

export type Verb = 'get' | 'post' | 'put' | 'delete';

/**
 * One api call as a client sees it: where and how to send it. The input and output schemas
 * are in its type only, so a page that imports its routes loads no zod at run time (the
 * login page's budget); the api binds the schemas themselves (abp/call.ts).
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

/** One method of a service as declared: its schemas, and a verb or query members where the specification asks. */
export type CallSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = RouteOptions & {
  readonly input: I;
  readonly output: O;
};

/** A call whose input is I and output O; a verb only where the specification departs from ABP's convention. */
export const call = <I extends z.ZodType, O extends z.ZodType>(
  input: I,
  output: O,
  options: RouteOptions = {},
): CallSpec<I, O> => ({ ...options, input, output });

/** The schema modules a declaration reads, by module name (schemas.ts). */
export type Schemas = typeof SchemaModules;

/** A service's methods, given the schema modules. */
export type Declaration<S> = (schemas: Schemas) => S;

export type RoutesOf<S> = { readonly [M in keyof S]: S[M] extends CallSpec<infer I, infer O> ? Route<I, O> : never };

/** ABP's verb by method-name prefix: Get → GET, Update/Put → PUT, Delete/Remove → DELETE, else POST. */
export function conventionalVerb(method: string): Verb {
  if (/^Get/.test(method)) return 'get';
  if (/^(Update|Put)/.test(method)) return 'put';
  if (/^(Delete|Remove)/.test(method)) return 'delete';
  return 'post';
}

/**
 * What a declaration reads while its routes are built: any member of it, and any call of
 * it, is itself. Routes take only the verbs and query members, so a client builds them
 * without loading a schema.
 */
const standIn: unknown = new Proxy(() => standIn, { get: () => standIn });

const declarations = new WeakMap<Route, Declaration<Record<string, CallSpec>>>();

/** The declaration a route was built from, for the api to bind its schemas (abp/call.ts). */
export function declarationOf(route: Route): Declaration<Record<string, CallSpec>> {
  const declare = declarations.get(route);
  if (!declare) throw new Error(`${route.service}/${route.method}: not built by service()`);
  return declare;
}

/**
 * A service's calls at `{basePath}/{Method}`, each method declared once with its schemas;
 * ABP's application services live under /api/services/app/{service}.
 */
export function service<const S extends Record<string, CallSpec>>(
  name: string,
  declare: Declaration<S>,
  basePath = `/api/services/app/${name}`,
): RoutesOf<S> {
  const table: Record<string, Route> = {};
  for (const [method, spec] of Object.entries(declare(standIn as Schemas))) {
    const route: Route = {
      service: name,
      method,
      verb: spec.verb ?? conventionalVerb(method),
      path: `${basePath}/${method}`,
      queryKeys: spec.queryKeys ?? [],
    };
    declarations.set(route, declare);
    table[method] = route;
  }
  return table as RoutesOf<S>;
}
