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
