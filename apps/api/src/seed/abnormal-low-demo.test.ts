import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { projects } from '../db/lifecycle-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../test/harness.ts';
import { ABNORMAL_LOW_DEMO_NAME } from './abnormal-low-demo.ts';

/** The demo shows the agency an abnormally low quote on a finished project, and no supplier the flag. */
let api: TestApi;
let projectId: number;

beforeAll(async () => {
  api = await startTestApi({}, undefined, 'full');
  const [row] = await api.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.name, ABNORMAL_LOW_DEMO_NAME));
  projectId = row!.id;
}, 180_000);
afterAll(() => api.close());

type Line = { companyName: string; amount: string | null; abnormallyLow?: boolean };
const priceList = async (user: string, role: RoleName): Promise<Line[]> => {
  const token = await api.login(user, role);
  const res = await api.http
    .get('/api/services/app/Sproject/GetSprojectPriceList')
    .set(bearer(token))
    .query({ projectId })
    .expect(200);
  return res.body.result.items;
};

describe('the abnormally low demo project', () => {
  it("flags the quote far below the others' average on the agency's price list, and only that one", async () => {
    const lines = await priceList('agency', ROLES.agency);
    expect(lines.map((l) => [l.amount, l.abnormallyLow])).toEqual([
      ['97000.00', false],
      ['95500.00', false],
      ['55000.00', true],
    ]);
  });

  it('never gives a supplier of it the field, the low bidder included', async () => {
    for (const user of ['supplier1', 'supplier2', 'supplier3']) {
      const lines = await priceList(user, ROLES.supplier);
      expect(lines.length, user).toBeGreaterThan(0);
      for (const line of lines) expect(line, user).not.toHaveProperty('abnormallyLow');
    }
  });
});
