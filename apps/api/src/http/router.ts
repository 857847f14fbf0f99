import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { resolveLanguage } from '@bidhall/domain/lang';
import { clientAddress } from './client-address.ts';
import type { AppDeps, RequestContext, Session } from './context.ts';
import { routeOf, type Endpoint, type Service, type Verb } from './endpoint.ts';
import { forbidden, unauthorized } from './errors.ts';
import { readJsonBody } from './json-body.ts';
import { answerError, sendResult } from './respond.ts';
import { bearerToken, optionalSession, resolveSession } from './session.ts';
import { resolveTenant } from './tenant.ts';
import { takePending } from '../events/pending.ts';
import { relayOf } from '../events/relay.ts';
import { normaliseQueryKeys, parseInput } from './validate.ts';

type Route = { ep: Endpoint; verb: Verb };

/** Answers a request if it names a service endpoint (true), else leaves it alone (false). */
export type ServiceTable = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Serves every endpoint of every service at its ABP path and verb, found in one table by
 * method and path (any case, a trailing slash allowed, HEAD by its GET), straight on node's
 * request and response: express, in front of every call, was a fifth of a quote's CPU
 * (apps/api/README.md "Figures"). Express serves everything else (app.ts).
 */
export function serviceTable(deps: AppDeps, services: Service[]): ServiceTable {
  const table = new Map<string, Route>();
  for (const service of services) {
    for (const ep of service.endpoints) {
      const { verb, path } = routeOf(service, ep);
      table.set(routeKey(verb.toUpperCase(), path), { ep, verb });
    }
  }
  return (req, res) => {
    const route = table.get(routeKey(req.method === 'HEAD' ? 'GET' : (req.method ?? ''), pathOf(req)));
    if (!route) return false;
    runEndpoint(deps, route, req, deps.config.bodyLimitBytes)
      .then((result) => sendResult(res, result))
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

/** The query string's members, parsed as express's default ('simple') query parser does. */
function queryOf(req: IncomingMessage): Record<string, unknown> {
  const url = req.url ?? '';
  const start = url.indexOf('?');
  return start < 0 ? {} : parseQueryString(url.slice(start + 1));
}

async function runEndpoint(deps: AppDeps, { ep, verb }: Route, req: IncomingMessage, bodyLimit: number): Promise<unknown> {
  const lang = resolveLanguage(req.headers['accept-language']);
  const session = await authorise(deps, ep, req);
  const tenantId = await resolveTenant(deps, req, session);
  const query = () => normaliseQueryKeys(ep.input, queryOf(req));
  const body = verb === 'get' || verb === 'delete' ? undefined : await readJsonBody(req, bodyLimit);
  const raw = verb === 'get' || verb === 'delete' ? query() : ep.queryInput ? { ...query(), ...((body as object | undefined) ?? {}) } : (body ?? {});
  const input = parseInput(ep.input, raw, lang);
  const committed: Array<() => Promise<void>> = [];
  const afterCommit = (task: () => Promise<void>) => void committed.push(task);
  const base: Omit<RequestContext, 'db'> = { deps, lang, tenantId, session, ip: clientAddress(req), log: req.log, afterCommit };
  const transactional = ep.transactional ?? verb !== 'get';
  const result = transactional
    ? await deps.db.transaction(async (tx) => {
        const answer = await ep.handle({ ...base, db: tx }, input);
        // Outbox rows this call appended and did not publish itself go out once it commits.
        const rows = takePending(tx);
        if (rows.length > 0) afterCommit(() => relayOf(deps).publish(rows));
        return answer;
      })
    : await ep.handle({ ...base, db: deps.db }, input);
  runAfterCommit(committed, req.log);
  return deps.config.validateOutput ? ep.output.parse(result) : result;
}

// Only reached when the transaction committed: a rollback throws before this point.
function runAfterCommit(tasks: Array<() => Promise<void>>, log: IncomingMessage['log']) {
  for (const task of tasks) task().catch((error: unknown) => log.warn({ err: error }, 'after-commit task failed'));
}

async function authorise(deps: AppDeps, ep: Endpoint, req: IncomingMessage): Promise<Session | null> {
  const token = bearerToken(req);
  if (ep.access === 'anonymous') return optionalSession(deps, token);
  if (!token) throw unauthorized();
  const session = await resolveSession(deps, token);
  if (ep.access === 'signedIn') return session;
  if (session.isReview !== 1) throw forbidden('auth.notReviewed');
  if (!ep.access.roles.includes(session.role)) throw forbidden();
  return session;
}
