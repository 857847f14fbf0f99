import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { RoleName } from '@bidhall/domain/roles';
import type { RequestContext } from './context.ts';

export type Verb = 'get' | 'post' | 'put' | 'delete';

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
};

export type Service = {
  name: string;
  /** Defaults to /api/services/app/{name}. */
  basePath?: string;
  endpoints: Endpoint[];
};

/** Keeps the input and output types of one endpoint tied together. */
export function endpoint<I extends z.ZodType, O extends z.ZodType>(spec: Endpoint<I, O>): Endpoint {
  return spec as unknown as Endpoint;
}

/** ABP's verb by method-name prefix: Get → GET, Create/Post/Insert → POST, Update/Put → PUT, Delete/Remove → DELETE, else POST. */
export function conventionalVerb(method: string): Verb {
  if (/^Get/.test(method)) return 'get';
  if (/^(Update|Put)/.test(method)) return 'put';
  if (/^(Delete|Remove)/.test(method)) return 'delete';
  return 'post';
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
 * pipeline treats it as every other endpoint (http/router.ts): access, tenant, the query's
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
  handle: (ctx: RequestContext, input: z.output<I>, http: { req: IncomingMessage; res: ServerResponse }) => Promise<unknown>;
};

/** Keeps a transfer endpoint's input type tied to its handler. */
export function transferEndpoint<I extends z.ZodType>(spec: TransferEndpoint<I>): TransferEndpoint {
  return spec as unknown as TransferEndpoint;
}
