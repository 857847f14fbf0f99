import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import { ROLES } from '@bidhall/domain/roles';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.ts';
import { bearer, startTestApi, TEST_JWT_SECRET, type TestApi } from '../../../test/harness.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LOGIN_MAX_FAILURES: '3' });
});
afterAll(() => api.close());

const authenticate = (body: object, headers: Record<string, string> = {}) =>
  api.http.post('/api/TokenAuth/Authenticate').set(headers).send(body);
const session = (token?: string) =>
  api.http.get('/api/services/app/Session/GetCurrentLoginInformations').set(token ? bearer(token) : {});

describe('Authenticate', () => {
  it('signs in every demo account in each role it holds', async () => {
    // The tests seed the core demo, which leaves out the registration still to review.
    for (const account of DEMO_ACCOUNTS.filter((a) => !a.pending)) {
      for (const role of account.roles) {
        const token = await api.login(account.userName, role);
        const res = await session(token);
        expect(res.status).toBe(200);
        expect(res.body.result.selectedRole).toBe(role);
        expect(res.body.result.roleNames).toEqual(account.roles);
        expect(res.body.result.user.userName).toBe(account.userName);
      }
    }
  });

  it('answers in the ABP shape with a 7-day token', async () => {
    const res = await authenticate({
      userNameOrEmailAddress: 'purchaser',
      password: '123qwe',
      selectRole: ROLES.purchaser,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
      targetUrl: null,
    });
    expect(res.body.result).toMatchObject({ expireInSeconds: 604800, userId: expect.any(Number) });
    expect(res.body.result.encryptedAccessToken).not.toBe(res.body.result.accessToken);
  });

  it('accepts the e-mail address instead of the user name', async () => {
    const res = await authenticate({
      userNameOrEmailAddress: 'SUPPLIER1@bidhall.example',
      password: '123qwe',
      selectRole: ROLES.supplier,
    });
    expect(res.status).toBe(200);
  });

  it('refuses a role the user does not hold, saying so', async () => {
    const res = await authenticate(
      { userNameOrEmailAddress: 'purchaser', password: '123qwe', selectRole: ROLES.agency },
      { 'Accept-Language': 'en-US' },
    );
    expect(res.status).toBe(500);
    expect(res.body.success).toBe(false);
    expect(res.body.error.message).toBe(
      'This user does not hold the role "代理机构". Choose another role and sign in again.',
    );
  });

  it('sends experts to their own sign-in and refuses non-experts there', async () => {
    const viaNormal = await authenticate({
      userNameOrEmailAddress: 'expert1',
      password: '123qwe',
      selectRole: ROLES.expert,
    });
    expect(viaNormal.status).toBe(500);
    expect(viaNormal.body.error.message).toBe('评审专家请使用专家登录入口');
    const viaExpert = await api.http
      .post('/api/TokenAuth/ExpertAuthenticate')
      .send({ userNameOrEmailAddress: 'expert1', password: '123qwe' });
    expect(viaExpert.status).toBe(200);
    const notExpert = await api.http
      .post('/api/TokenAuth/ExpertAuthenticate')
      .send({ userNameOrEmailAddress: 'agency', password: '123qwe' });
    expect(notExpert.status).toBe(500);
    expect(notExpert.body.error.message).toBe('该账号不是评审专家');
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await authenticate({
      userNameOrEmailAddress: 'nobody',
      password: '123qwe',
      selectRole: ROLES.supplier,
    });
    const wrong = await authenticate({
      userNameOrEmailAddress: 'supplier3',
      password: 'wrong!',
      selectRole: ROLES.supplier,
    });
    expect(unknown.status).toBe(500);
    expect(wrong.body.error).toEqual(unknown.body.error);
  });

  it('limits failed sign-ins per account and address with a 429, even for the right password', async () => {
    const body = { userNameOrEmailAddress: 'supplier2', password: 'bad-password', selectRole: ROLES.supplier };
    for (let i = 0; i < 3; i++) expect((await authenticate(body)).status).toBe(500);
    const blocked = await authenticate({ ...body, password: '123qwe' });
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.message).toContain('15');
    api.clock.advance(16 * 60_000);
    expect((await authenticate({ ...body, password: '123qwe' })).status).toBe(200);
  });

  it('refuses bad input with 400 and validationErrors', async () => {
    const cases: object[] = [
      {},
      { userNameOrEmailAddress: 'purchaser', password: '123qwe' },
      { userNameOrEmailAddress: 42, password: '123qwe', selectRole: ROLES.purchaser },
      { userNameOrEmailAddress: 'purchaser', password: '123qwe', selectRole: 'root' },
      { userNameOrEmailAddress: 'x'.repeat(300), password: '123qwe', selectRole: ROLES.purchaser },
      { userNameOrEmailAddress: 'purchaser', password: '123qwe', selectRole: ROLES.purchaser, isAdmin: true },
    ];
    for (const body of cases) {
      const res = await authenticate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.validationErrors.length).toBeGreaterThan(0);
    }
  });

  it('treats SQL fragments as text', async () => {
    const res = await authenticate({
      userNameOrEmailAddress: "' or 1=1 --",
      password: "' or '1'='1",
      selectRole: ROLES.admin,
    });
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe('用户名或密码错误');
  });

  it('refuses an unknown tenant in the header', async () => {
    const res = await authenticate(
      { userNameOrEmailAddress: 'purchaser', password: '123qwe', selectRole: ROLES.purchaser },
      { 'Abp.TenantId': '99' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.validationErrors[0].members).toEqual(['Abp.TenantId']);
  });
});

describe('tokens', () => {
  it('refuses a tampered token with 401 unAuthorizedRequest', async () => {
    const token = await api.login('purchaser', ROLES.purchaser);
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: ROLES.admin, roles: [ROLES.admin] })).toString('base64url')}.${s}`;
    const res = await api.http.post('/api/TokenAuth/Logout').set(bearer(forged)).send({});
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
  });

  it('refuses a token signed with another key', async () => {
    const token = await new SignJWT({ tenantId: 1, role: ROLES.admin, roles: [ROLES.admin] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('1')
      .setJti('x')
      .setIssuer('bidhall')
      .setAudience('bidhall')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(`${TEST_JWT_SECRET}-other`));
    const res = await api.http.get('/api/services/app/User/GetPaged').set(bearer(token));
    expect(res.status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const token = await api.login('agency', ROLES.agency);
    api.clock.advance(604_801_000);
    const res = await api.http.post('/api/TokenAuth/Logout').set(bearer(token)).send({});
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('登录已过期，请重新登录');
  });

  it('revokes the token at logout; another token of the same user still works', async () => {
    const first = await api.login('supplier1', ROLES.supplier);
    const second = await api.login('supplier1', ROLES.supplier);
    const published: string[] = [];
    const unsubscribe = await api.deps.bus.subscribe((text) => void published.push(text));
    expect((await api.http.post('/api/TokenAuth/Logout').set(bearer(first)).send({})).status).toBe(200);
    // The gateways close the sockets opened with it.
    const { jti, sub } = decodeJwt(first);
    await vi.waitFor(() =>
      expect(published.map((t) => JSON.parse(t))).toContainEqual(
        expect.objectContaining({ type: 'session.revoked', payload: { userId: Number(sub), jti } }),
      ),
    );
    await unsubscribe();
    const again = await api.http.post('/api/TokenAuth/Logout').set(bearer(first)).send({});
    expect(again.status).toBe(401);
    expect(again.body.error.message).toBe('您已退出登录，请重新登录');
    expect((await session(second)).body.result.user.userName).toBe('supplier1');
  });
});

describe('Session/GetCurrentLoginInformations', () => {
  it('is all empty when anonymous', async () => {
    const res = await session();
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      roleNames: [],
      selectedRole: null,
      name: null,
      user: null,
      company: null,
      permissions: [],
      tenant: null,
    });
  });

  it('carries user, company, tenant and the permissions of the selected role', async () => {
    const token = await api.login('multi', ROLES.agency);
    const { result } = (await session(token)).body;
    expect(result.name).toBe('周兼职');
    expect(result.company.companyName).toBe('城建综合服务集团');
    expect(result.tenant).toMatchObject({ id: 1, tenancyName: 'Default' });
    expect(result.user.isReview).toBe(1);
    const ids = result.permissions.map((p: { permissionId: string }) => p.permissionId);
    expect(ids).toContain('userAudit');
    expect(ids).not.toContain('userManage');
  });
});
