import type { z } from 'zod';
import type { Route } from './route.ts';

/** A route with its schemas: what the api serves and validates. */
export type Call<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = Route<I, O> & {
  readonly input: I;
  readonly output: O;
};

type Schemas<R> = {
  readonly [M in keyof R]: R[M] extends Route<infer I, infer O> ? readonly [input: I, output: O] : never;
};
export type CallsOf<R> = { readonly [M in keyof R]: R[M] extends Route<infer I, infer O> ? Call<I, O> : never };

/** Binds each route of a service to the schemas its type names; every route needs its pair. */
export function withSchemas<R extends Record<string, Route>>(routes: R, schemas: Schemas<R>): CallsOf<R> {
  const table: Record<string, Call> = {};
  for (const [method, r] of Object.entries(routes)) {
    const pair = (schemas as Partial<Record<string, readonly [z.ZodType, z.ZodType]>>)[method];
    if (!pair) throw new Error(`${r.service}/${method}: no schemas`);
    const [input, output] = pair;
    table[method] = { ...r, input, output };
  }
  return table as CallsOf<R>;
}
