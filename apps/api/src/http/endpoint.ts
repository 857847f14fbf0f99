import type { Request, Response } from 'express';
import type { z } from 'zod';
import { callOf, type Call } from '@bidhall/contracts/abp/call';
import { conventionalVerb, type Route, type Verb } from '@bidhall/contracts/abp/route';
import type { RoleName } from '@bidhall/domain/roles';
import type { RequestContext } from './context.ts';

export { type Verb };

/**
 * Who may call: anyone; any signed-in user (also one still awaiting registration review);
 * or signed-in, approved users whose selected role is listed.
 */
export type Access = 'anonymous' | 'signedIn' | { roles: readonly RoleName[] };

export type Endpoint<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> = {
  method: string;
  /** Only where the specification names a verb other than the ABP convention. */
  verb?: Verb;
  summary: string;
  input: I;
  output: O;
  access: Access;
  /** A POST/PUT whose parameters the specification puts in the query string (UpStatus?id=&state=); a body may add more. */
  queryInput?: boolean;
  /** Defaults to true for calls that change data (every verb but GET). */
  transactional?: boolean;
  handle: (ctx: RequestContext, input: z.output<I>) => Promise<z.input<O>>;
  /** The contract's call this endpoint serves. */
  call: Call;
};

export type Service = {
  name: string;
  /** Defaults to /api/services/app/{name}. */
  basePath?: string;
  endpoints: Endpoint[];
};

/** What the api adds to a contract's call: who may call it and how it is answered. */
export type EndpointSpec<I extends z.ZodType, O extends z.ZodType> = Pick<
  Endpoint<I, O>,
  'summary' | 'access' | 'transactional' | 'handle'
>;

/** Serves a contract's call: its method, verb, query members and schemas are the contract's. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(
  route: Route<I, O>,
  spec: EndpointSpec<I, O>,
): Endpoint {
  const call = callOf(route);
  const ep: Endpoint<I, O> = {
    method: call.method,
    verb: call.verb,
    input: call.input,
    output: call.output,
    ...(call.queryKeys.length > 0 && { queryInput: true }),
    ...spec,
    call: call as unknown as Call,
  };
  return ep as unknown as Endpoint;
}

/**
 * A service named and placed as its contract says. Each endpoint must serve one of the
 * contract's calls, and each call have its endpoint, so the api cannot drift from the contract.
 */
export function service(contract: Readonly<Record<string, Route>>, endpoints: Endpoint[]): Service {
  const calls = Object.values(contract).map((route) => callOf(route));
  const first = calls[0];
  if (!first) throw new Error('a service contract without calls');
  const missing = calls.filter((c) => !endpoints.some((ep) => ep.call === c)).map((c) => c.method);
  const foreign = endpoints.filter((ep) => !calls.includes(ep.call)).map((ep) => ep.method);
  if (missing.length > 0 || foreign.length > 0)
    throw new Error(
      `${first.service}: no endpoint for [${missing.join(', ')}]; not in the contract: [${foreign.join(', ')}]`,
    );
  const basePath = first.path.slice(0, -(first.method.length + 1));
  return { name: first.service, ...(basePath !== `/api/services/app/${first.service}` && { basePath }), endpoints };
}

export function routeOf(service: Service, ep: Endpoint): { verb: Verb; path: string } {
  return {
    verb: ep.verb ?? conventionalVerb(ep.method),
    path: `${service.basePath ?? `/api/services/app/${service.name}`}/${ep.method}`,
  };
}

/** What a transfer endpoint returns when it has written the answer itself (a file's bytes). */
export const ANSWERED = Symbol('answered');

/**
 * A call whose body or answer is not JSON (file upload and download), at its own path. The
 * pipeline treats it as every other endpoint (http/service-routes.ts): access, tenant, the query's
 * input, the transaction and afterCommit, the error envelope. `handle` reads the request's
 * body itself, and returns the result for the envelope, or ANSWERED when it wrote the answer.
 */
export type TransferEndpoint<I extends z.ZodType = z.ZodType> = {
  path: string;
  verb: Verb;
  summary: string;
  /** Read from the query string. */
  input: I;
  access: Access;
  /** Defaults to true for calls that change data (every verb but GET). */
  transactional?: boolean;
  handle: (ctx: RequestContext, input: z.output<I>, http: { req: Request; res: Response }) => Promise<unknown>;
};

/** Keeps a transfer endpoint's input type tied to its handler. */
export function transferEndpoint<I extends z.ZodType>(spec: TransferEndpoint<I>): TransferEndpoint {
  return spec as unknown as TransferEndpoint;
}
