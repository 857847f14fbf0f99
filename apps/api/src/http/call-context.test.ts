import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { CallContext } from './call-context.ts';
import type { AppDeps } from './context.ts';

const requestFrom = (remoteAddress: string) =>
  ({ headers: {}, socket: { remoteAddress }, log: 'the request log' }) as unknown as IncomingMessage;

const contextOf = (req: IncomingMessage) =>
  new CallContext({} as AppDeps, {} as Db, 'zh-CN', 1, null, () => undefined, req);

describe("a call's context (http/call-context.ts)", () => {
  it("works out the caller's address and the request log from its request when asked", () => {
    const ctx = contextOf(requestFrom('10.0.0.7'));
    expect(ctx.ip).toBe('10.0.0.7');
    expect(ctx.log).toBe('the request log');
  });

  // A getter of its own gives each context a hidden class of its own, which V8 keeps out of the
  // young generation: through it every call's request was promoted (docs/perf.md).
  it('has no getter of its own, only its prototype’s, whatever the call', () => {
    const contexts = [contextOf(requestFrom('10.0.0.7')), contextOf(requestFrom('10.0.0.8'))];
    for (const ctx of contexts) {
      const accessors = Object.entries(Object.getOwnPropertyDescriptors(ctx)).filter(([, d]) => d.get || d.set);
      expect(accessors.map(([name]) => name)).toEqual([]);
    }
    expect(Object.getPrototypeOf(contexts[0])).toBe(Object.getPrototypeOf(contexts[1]));
  });
});
