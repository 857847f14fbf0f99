import { Router, type Request, type RequestHandler, type Response } from 'express';
import { resolveLanguage } from '@bidhall/domain/lang';
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
import { jsonBody } from './json-body.ts';
import { sendResult } from './respond.ts';
import { bearerToken, optionalSession, resolveSession } from './session.ts';
import { resolveTenant } from './tenant.ts';
import { normaliseQueryKeys, parseInput, singleQueryValues } from './validate.ts';

/** A JSON endpoint of a service, or a transfer endpoint (files) that reads and writes the raw call. */
type Route = { kind: 'json'; ep: Endpoint; verb: Verb } | { kind: 'transfer'; ep: TransferEndpoint; verb: Verb };

/**
 * Every endpoint of every service at its ABP path and verb, and the file transfers at theirs,
 * on express's router (any case, a trailing slash allowed, HEAD by its GET). Each call is
 * authorised, given its tenant and input, run in a transaction when it changes data, its
 * afterCommit tasks run once that commits; a failure goes on to the app's error handler. A
 * path called with a verb it does not take is a 405 naming the verbs it does.
 */
export function serviceRoutes(deps: AppDeps, services: Service[], transfers: TransferEndpoint[] = []): Router {
  const routes: Array<{ path: string; route: Route }> = [
    ...services.flatMap((service) =>
      service.endpoints.map((ep) => {
        const { verb, path } = routeOf(service, ep);
        return { path, route: { kind: 'json', ep, verb } as const };
      }),
    ),
    ...transfers.map((ep) => ({ path: ep.path, route: { kind: 'transfer', ep, verb: ep.verb } as const })),
  ];
  const router = Router();
  const readBody = jsonBody(deps.config.bodyLimitBytes);
  const verbsByPath = new Map<string, string[]>();
  for (const { path, route } of routes) {
    const takesBody = route.kind === 'json' && (route.verb === 'post' || route.verb === 'put');
    router[route.verb](path, ...(takesBody ? readBody : []), answer(deps, route));
    verbsByPath.set(path, [...(verbsByPath.get(path) ?? []), route.verb.toUpperCase()]);
  }
  for (const [path, verbs] of verbsByPath) {
    router.all(path, (_req, res) => {
      res.setHeader('Allow', verbs.join(', '));
      throw wrongVerb(verbs);
    });
  }
  return router;
}

function answer(deps: AppDeps, route: Route): RequestHandler {
  return async (req, res) => {
    const result = await runEndpoint(deps, route, req, res);
    if (result !== ANSWERED) sendResult(res, result);
  };
}

async function runEndpoint(deps: AppDeps, route: Route, req: Request, res: Response): Promise<unknown> {
  const { ep, verb } = route;
  const lang = resolveLanguage(req.headers['accept-language']);
  const session = await authorise(deps, ep.access, req);
  const tenantId = await resolveTenant(deps, req, session);
  const input = parseInput(ep.input, route.kind === 'json' ? rawInput(route, req) : singleQueryValues(req.query), lang);
  const transactional = ep.transactional ?? verb !== 'get';
  const committed: Array<() => Promise<void>> = [];
  const run = (task: () => Promise<void>) =>
    void task().catch((error: unknown) => req.log.warn({ err: error }, 'after-commit task failed'));
  // Without a transaction of the call's own, whatever the handler wrote is committed already.
  const afterCommit = transactional ? (task: () => Promise<void>) => void committed.push(task) : run;
  const contextOn = (db: Db): RequestContext => ({
    deps,
    db,
    lang,
    tenantId,
    session,
    ip: req.ip ?? 'unknown',
    log: req.log,
    afterCommit,
  });
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
function rawInput({ ep, verb }: { ep: Endpoint; verb: Verb }, req: Request): unknown {
  const query = () => normaliseQueryKeys(ep.input, singleQueryValues(req.query));
  if (verb === 'get' || verb === 'delete') return query();
  const body = req.body as object | undefined;
  return ep.queryInput ? { ...query(), ...body } : (body ?? {});
}

async function authorise(deps: AppDeps, access: Access, req: Request): Promise<Session | null> {
  const token = bearerToken(req);
  if (access === 'anonymous') return optionalSession(deps, token);
  if (!token) throw unauthorized();
  const session = await resolveSession(deps, token);
  if (access === 'signedIn') return session;
  if (session.isReview !== 1) throw forbidden('auth.notReviewed');
  if (!access.roles.includes(session.role)) throw forbidden();
  return session;
}
