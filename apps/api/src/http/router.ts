import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { resolveLanguage } from '@bidhall/domain/lang';
import { CallContext } from './call-context.ts';
import type { AppDeps, RequestContext, Session } from './context.ts';
import type { Db } from '../db/database.ts';
import {
  ANSWERED,
  routeOf,
  type Access,
  type Endpoint,
  type Service,
  type TransferEndpoint,
  type Verb,
} from './endpoint.ts';
import { forbidden, unauthorized, wrongVerb } from './errors.ts';
import { readJsonBody } from './json-body.ts';
import { answerError, sendError, sendResult } from './respond.ts';
import { bearerToken, optionalSession, resolveSession } from './session.ts';
import { resolveTenant } from './tenant.ts';
import { normaliseQueryKeys, parseInput, singleQueryValues } from './validate.ts';

/** A JSON endpoint of a service, or a transfer endpoint (files) that reads and writes the raw call. */
type Route = { kind: 'json'; ep: Endpoint; verb: Verb } | { kind: 'transfer'; ep: TransferEndpoint; verb: Verb };

/** Answers a request if it names an endpoint (true), else leaves it alone (false). */
export type ServiceTable = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * The one request pipeline: every endpoint of every service at its ABP path and verb, and the
 * file transfers at theirs, found in one table by method and path (any case, a trailing
 * slash allowed, HEAD by its GET), straight on node's request and response (docs/perf.md has
 * what express cost per call). Each call is authorised, given its tenant and input, run in a
 * transaction when it changes data, its afterCommit tasks run once that commits, and its
 * failure answered in the envelope. Express serves everything else (listener.ts).
 */
export function serviceTable(deps: AppDeps, services: Service[], transfers: TransferEndpoint[] = []): ServiceTable {
  const table = new Map<string, Route>();
  for (const service of services) {
    for (const ep of service.endpoints) {
      const { verb, path } = routeOf(service, ep);
      table.set(routeKey(verb.toUpperCase(), path), { kind: 'json', ep, verb });
    }
  }
  for (const ep of transfers)
    table.set(routeKey(ep.verb.toUpperCase(), ep.path), { kind: 'transfer', ep, verb: ep.verb });
  const verbsByPath = new Map<string, string[]>();
  for (const key of table.keys()) {
    const [method, path] = key.split(' ') as [string, string];
    verbsByPath.set(path, [...(verbsByPath.get(path) ?? []), method]);
  }
  return (req, res) => {
    const path = pathOf(req);
    const route = table.get(routeKey(req.method === 'HEAD' ? 'GET' : (req.method ?? ''), path));
    if (!route) {
      // An endpoint called with another verb: say which, rather than that it does not exist.
      const verbs = verbsByPath.get(path.toLowerCase());
      if (!verbs) return false;
      req.resume();
      res.setHeader('Allow', verbs.join(', '));
      sendError(res, wrongVerb(verbs), resolveLanguage(req.headers['accept-language']));
      return true;
    }
    runEndpoint(deps, route, req, res)
      .then((result) => result === ANSWERED || sendResult(res, result))
      .catch((error: unknown) => answerError(deps.logger, error, req, res));
    return true;
  };
}

const routeKey = (method: string, path: string) => `${method} ${path.toLowerCase()}`;

function pathOf(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const query = url.indexOf('?');
  const path = query < 0 ? url : url.slice(0, query);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The query string's members, parsed as express's default ('simple') query parser does, each given once. */
function queryOf(req: IncomingMessage): Record<string, unknown> {
  const url = req.url ?? '';
  const start = url.indexOf('?');
  return start < 0 ? {} : singleQueryValues(parseQueryString(url.slice(start + 1)));
}

async function runEndpoint(deps: AppDeps, route: Route, req: IncomingMessage, res: ServerResponse): Promise<unknown> {
  const { ep, verb } = route;
  const lang = resolveLanguage(req.headers['accept-language']);
  const session = await authorise(deps, ep.access, req);
  const tenantId = await resolveTenant(deps, req, session);
  const input = parseInput(
    ep.input,
    route.kind === 'json' ? await rawInput(route, req, deps.config.bodyLimitBytes) : queryOf(req),
    lang,
  );
  const transactional = ep.transactional ?? verb !== 'get';
  const committed: Array<() => Promise<void>> = [];
  const run = (task: () => Promise<void>) =>
    void task().catch((error: unknown) => req.log.warn({ err: error }, 'after-commit task failed'));
  // Without a transaction of the call's own, whatever the handler wrote is committed already.
  const afterCommit = transactional ? (task: () => Promise<void>) => void committed.push(task) : run;
  const contextOn = (db: Db): RequestContext => new CallContext(deps, db, lang, tenantId, session, afterCommit, req);
  const handle = (ctx: RequestContext) =>
    route.kind === 'json' ? route.ep.handle(ctx, input) : route.ep.handle(ctx, input, { req, res });
  const result = transactional
    ? await deps.db.transaction((tx) => handle(contextOn(tx)))
    : await handle(contextOn(deps.db));
  // Only reached when the transaction committed: a rollback throws before this point.
  committed.forEach(run);
  return route.kind === 'json' && deps.config.validateOutput ? route.ep.output.parse(result) : result;
}

/** A JSON endpoint's input before its schema: the query, the body, or both (queryInput). */
async function rawInput(
  { ep, verb }: { ep: Endpoint; verb: Verb },
  req: IncomingMessage,
  bodyLimit: number,
): Promise<unknown> {
  const query = () => normaliseQueryKeys(ep.input, queryOf(req));
  if (verb === 'get' || verb === 'delete') return query();
  const body = await readJsonBody(req, bodyLimit);
  return ep.queryInput ? { ...query(), ...((body as object | undefined) ?? {}) } : (body ?? {});
}

async function authorise(deps: AppDeps, access: Access, req: IncomingMessage): Promise<Session | null> {
  const token = bearerToken(req);
  if (access === 'anonymous') return optionalSession(deps, token);
  if (!token) throw unauthorized();
  const session = await resolveSession(deps, token);
  if (access === 'signedIn') return session;
  if (session.isReview !== 1) throw forbidden('auth.notReviewed');
  if (!access.roles.includes(session.role)) throw forbidden();
  return session;
}
