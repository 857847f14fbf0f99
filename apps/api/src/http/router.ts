import { Router, type Request } from 'express';
import { resolveLanguage } from '@bidhall/domain/lang';
import type { AppDeps, RequestContext, Session } from './context.ts';
import { routeOf, type Endpoint, type Service } from './endpoint.ts';
import { forbidden, unauthorized } from './errors.ts';
import { sendResult } from './respond.ts';
import { bearerToken, optionalSession, resolveSession } from './session.ts';
import { resolveTenant } from './tenant.ts';
import { takePending } from '../events/pending.ts';
import { relayOf } from '../events/relay.ts';
import { normaliseQueryKeys, parseInput } from './validate.ts';

/** Mounts every endpoint of every service at its ABP path and verb. */
export function serviceRouter(deps: AppDeps, services: Service[]): Router {
  const router = Router();
  for (const service of services) {
    for (const ep of service.endpoints) {
      const { verb, path } = routeOf(service, ep);
      router[verb](path, async (req, res) => {
        const result = await runEndpoint(deps, ep, verb, req);
        sendResult(res, result);
      });
    }
  }
  return router;
}

async function runEndpoint(deps: AppDeps, ep: Endpoint, verb: string, req: Request): Promise<unknown> {
  const lang = resolveLanguage(req.headers['accept-language']);
  const session = await authorise(deps, ep, req);
  const tenantId = await resolveTenant(deps, req, session);
  const query = () => normaliseQueryKeys(ep.input, req.query as Record<string, unknown>);
  const raw = verb === 'get' || verb === 'delete' ? query() : ep.queryInput ? { ...query(), ...(req.body ?? {}) } : (req.body ?? {});
  const input = parseInput(ep.input, raw, lang);
  const committed: Array<() => Promise<void>> = [];
  const afterCommit = (task: () => Promise<void>) => void committed.push(task);
  const base: Omit<RequestContext, 'db'> = { deps, lang, tenantId, session, ip: req.ip ?? 'unknown', log: req.log, afterCommit };
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
function runAfterCommit(tasks: Array<() => Promise<void>>, log: Request['log']) {
  for (const task of tasks) task().catch((error: unknown) => log.warn({ err: error }, 'after-commit task failed'));
}

async function authorise(deps: AppDeps, ep: Endpoint, req: Request): Promise<Session | null> {
  const token = bearerToken(req);
  if (ep.access === 'anonymous') return optionalSession(deps, token);
  if (!token) throw unauthorized();
  const session = await resolveSession(deps, token);
  if (ep.access === 'signedIn') return session;
  if (session.isReview !== 1) throw forbidden('auth.notReviewed');
  if (!ep.access.roles.includes(session.role)) throw forbidden();
  return session;
}
