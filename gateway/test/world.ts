import { createMemoryBus } from '@bidhall/bus/memory-bus';
import type { BusMessage } from '@bidhall/contracts/bus';
import { ApiStub } from './api-stub.ts';
import { startGateway } from './harness.ts';
import { signToken, type TestUser } from './tokens.ts';

export const TENANT = 1;
export const OTHER_TENANT = 2;

/** The cast of a hall: one of each role, three supplier firms (11, 12 bid; 13 only watches). */
export const people = {
  agency: { userId: 1, tenantId: TENANT, role: '代理机构', companyId: 100 },
  purchaser: { userId: 2, tenantId: TENANT, role: '采购人', companyId: 200 },
  expert: { userId: 3, tenantId: TENANT, role: '评审专家', companyId: null },
  supplierA: { userId: 11, tenantId: TENANT, role: '供应商', companyId: 11 },
  supplierB: { userId: 12, tenantId: TENANT, role: '供应商', companyId: 12 },
  supplierC: { userId: 13, tenantId: TENANT, role: '供应商', companyId: 13 },
  outsider: { userId: 14, tenantId: TENANT, role: '供应商', companyId: 14 },
  otherTenant: { userId: 21, tenantId: OTHER_TENANT, role: '代理机构', companyId: 300 },
} as const satisfies Record<string, TestUser>;

/** The api stub, the in-process bus and one gateway, as the embedded mode runs them. */
export async function startWorld(opts: { env?: Record<string, string>; clock?: { now(): number } } = {}) {
  const api = new ApiStub(opts.clock);
  await api.start();
  const bus = createMemoryBus();
  const node = await startGateway({ bus, apiUrl: api.url, env: opts.env, clock: opts.clock });
  return {
    api,
    bus,
    node,
    /** A token the api knows (signed in). */
    async tokenOf(user: TestUser, opts: { sessionVersion?: number } = {}): Promise<string> {
      const token = await signToken(user, opts);
      api.signIn(token, user);
      return token;
    },
    async publish(...messages: BusMessage[]): Promise<void> {
      for (const message of messages) await bus.publish(message);
    },
    async close() {
      await node.close();
      await bus.close();
      await api.stop();
    },
  };
}

export type World = Awaited<ReturnType<typeof startWorld>>;
