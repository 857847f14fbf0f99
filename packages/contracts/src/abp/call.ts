import type { z } from 'zod';
import * as schemas from '../schemas.ts';
import { declarationOf, type CallSpec, type Declaration, type Route } from './route.ts';

/** A route with its schemas: what the api serves and validates. */
export type Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = Route<I, O> & {
  readonly input: I;
  readonly output: O;
};

export type CallsOf<R> = { readonly [M in keyof R]: R[M] extends Route<infer I, infer O> ? Call<I, O> : never };

// One evaluation per declaration and one call per route: the api compares calls by identity.
const declared = new WeakMap<Declaration<Record<string, CallSpec>>, Record<string, CallSpec>>();
const bound = new WeakMap<Route, Call>();

/** A route bound to the schemas its declaration names. */
export function callOf<I extends z.ZodType, O extends z.ZodType>(route: Route<I, O>): Call<I, O> {
  let call = bound.get(route);
  if (!call) {
    const declare = declarationOf(route);
    let specs = declared.get(declare);
    if (!specs) declared.set(declare, (specs = declare(schemas)));
    const spec = specs[route.method];
    if (!spec) throw new Error(`${route.service}/${route.method}: not declared`);
    call = { ...route, input: spec.input, output: spec.output };
    bound.set(route, call);
  }
  return call as Call<I, O>;
}

/** Every route of a service bound to its schemas. */
export function callsOf<R extends Readonly<Record<string, Route>>>(routes: R): CallsOf<R> {
  return Object.fromEntries(Object.entries(routes).map(([method, route]) => [method, callOf(route)])) as CallsOf<R>;
}
