import { eq } from 'drizzle-orm';
import { ROLES } from '@bidhall/domain/roles';
import type { WinbidRule } from '@bidhall/domain/winbid-rules';
import { hashPassword } from '../src/auth/passwords.ts';
import { users } from '../src/db/schema.ts';
import { bearer, type TestApi } from './harness.ts';
import { createLiveProject, createSuppliers, type TestSupplier } from './live-project.ts';

export const MIN = 60_000;
export const app = (path: string) => `/api/services/app/${path}`;

/** A third expert of the demo tenant, beside expert1 and expert2 (password 123qwe). */
export async function createThirdExpert(api: TestApi): Promise<void> {
  const [expert1] = await api.database.db.select().from(users).where(eq(users.userName, 'expert1'));
  await api.database.db.insert(users).values({
    tenantId: 1,
    userName: 'expert3',
    name: '王专家',
    passwordHash: await hashPassword('123qwe'),
    roles: [ROLES.expert],
    companyId: expert1!.companyId,
    isReview: 1,
  });
}

export async function userId(api: TestApi, userName: string): Promise<number> {
  const [row] = await api.database.db.select({ id: users.id }).from(users).where(eq(users.userName, userName));
  return row!.id;
}

export type Bid = { amount?: string; discountRate?: string };

/**
 * A published project of the demo purchaser and agency whose window runs from a minute after
 * the clock for ten minutes, with one supplier per bid quoting through Quote/Submit; the clock
 * is left at the window's end.
 */
export async function projectWithQuotes(api: TestApi, winbidRule: WinbidRule, bids: Bid[], settings = {}) {
  const from = api.clock.now().getTime() + MIN;
  const to = from + 10 * MIN;
  const project = await createLiveProject(api.database.db, { winbidRule, from, to, settings });
  const suppliers = await createSuppliers(api.database.db, api.deps.tokens, {
    count: bids.length,
    projectIds: [project.id],
    prefix: `ev${project.id}`,
  });
  api.clock.set(new Date(from + 1000));
  for (const [i, bid] of bids.entries()) {
    const res = await api.http
      .post(app('Quote/Submit'))
      .set(bearer(suppliers[i]!.token))
      .send({ projectId: project.id, clientQuoteId: `q${i}`, ...bid });
    if (res.body.result?.accepted !== true) throw new Error(`quote ${i}: ${JSON.stringify(res.body)}`);
    api.clock.advance(1000);
  }
  api.clock.set(new Date(to));
  return { project, suppliers: suppliers as TestSupplier[], from, to };
}
