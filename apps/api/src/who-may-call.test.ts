import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES, type RoleName } from '@bidhall/domain/roles';
import { fileTransfers } from './modules/file/transfer.ts';
import { bearer, startTestApi, type TestApi } from '../test/harness.ts';
import { databaseRows } from '../test/database-rows.ts';
import { DEMO_CALLER, documentedOperations, signInEveryRole } from '../test/operations.ts';

/**
 * Every operation of the OpenAPI document and every file transfer that is not open to anyone, called without a token
 * (401), in each of the five roles it does not admit (403), and by a registered user still
 * awaiting review (403 unless any signed-in user may call it): refused in the envelope before
 * anything runs, and not one row of the database changed. The server enforces every action;
 * the client only hides. Operations come from the document, so one added later is covered too.
 */

const ALL_ROLES = Object.keys(DEMO_CALLER) as RoleName[];

let api: TestApi;
let tokens: Map<RoleName, string>;
let pending: string;

beforeAll(async () => {
  api = await startTestApi();
  tokens = await signInEveryRole(api);
  const registered = await api.http.post('/api/services/app/Account/Register').send({
    role: ROLES.supplier,
    userName: 'awaitingreview',
    password: 'secret1',
    confirmPassword: 'secret1',
    name: '吴待审',
    emailAddress: 'awaiting@example.com',
    phoneNumber: '13912345670',
    company: {
      companyName: '深圳待审电子有限公司',
      creditCode: '91440300MA5FXY9876',
      contactName: '吴待审',
      address: '深圳市南山区',
    },
  });
  expect(registered.status).toBe(200);
  pending = await api.login('awaitingreview', ROLES.supplier, 'secret1');
}, 120_000);
afterAll(() => api.close());

describe('who may call each operation of the OpenAPI document', () => {
  it('refuses a caller without a token, in a role it does not admit, or awaiting review, and changes nothing', async () => {
    const before = await databaseRows(api.database.db);
    const problems: string[] = [];
    let refusals = 0;
    const expectRefused = async (
      verb: 'get' | 'post' | 'put' | 'delete',
      path: string,
      token: string | null,
      status: 401 | 403,
      who: string,
    ) => {
      let request = api.http[verb](path).set('Accept-Language', 'zh-CN');
      if (token) request = request.set(bearer(token));
      const res = await request;
      refusals += 1;
      const { body } = res;
      if (
        res.status !== status ||
        body?.success !== false ||
        body.__abp !== true ||
        body.unAuthorizedRequest !== (status === 401) ||
        !/[\u4e00-\u9fff]/.test(body.error?.message ?? '')
      )
        problems.push(`${verb.toUpperCase()} ${path} ${who}: ${res.status} ${JSON.stringify(body).slice(0, 160)}`);
    };
    // The document's operations, and the file transfers (multipart and file answers) it leaves out.
    const calls = [
      ...documentedOperations(api.deps),
      ...fileTransfers.map(({ verb, path, access }) => ({ verb, path, access })),
    ];
    expect(calls.filter((c) => !c.access)).toEqual([]);
    for (const { verb, path, access: a } of calls) {
      if (a === 'anonymous') continue;
      await expectRefused(verb, path, null, 401, 'without a token');
      if (a === 'signedIn') continue;
      for (const role of ALL_ROLES.filter((r) => !a.roles.includes(r)))
        await expectRefused(verb, path, tokens.get(role)!, 403, `as ${role}`);
      await expectRefused(verb, path, pending, 403, 'awaiting review');
    }
    expect(problems).toEqual([]);
    // Most operations need a signed-in caller; a document that lost them would refuse nothing.
    expect(refusals).toBeGreaterThan(300);
    expect(await databaseRows(api.database.db)).toEqual(before);
  }, 120_000);
});
