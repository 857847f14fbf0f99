import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import type { Language } from '@bidhall/domain/lang';
import type { Db } from '../db/database.ts';
import { clientAddress } from './client-address.ts';
import type { AppDeps, RequestContext, Session } from './context.ts';

/**
 * A call's context. The caller's address and the request's child logger are worked out only
 * for the few handlers that ask (a quote needs neither: docs/perf.md, the api's CPU per quote),
 * by getters on this prototype. Not getters in an object literal: each call's own getter
 * closures gave each context a hidden class of its own, which V8 keeps outside the young
 * generation, and through the closures every quote's request and answer outlived the next
 * minor collection and were promoted (docs/perf.md, 2026-11-29 third session).
 */
export class CallContext implements RequestContext {
  constructor(
    readonly deps: AppDeps,
    readonly db: Db,
    readonly lang: Language,
    readonly tenantId: number,
    readonly session: Session | null,
    readonly afterCommit: RequestContext['afterCommit'],
    private readonly req: IncomingMessage,
  ) {}

  get ip(): string {
    return clientAddress(this.req);
  }

  get log(): Logger {
    return this.req.log;
  }
}
