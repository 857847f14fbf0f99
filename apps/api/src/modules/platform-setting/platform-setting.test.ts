import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BIDDING_SETTINGS } from '@bidhall/domain/quote-rules';
import { ROLES } from '@bidhall/domain/roles';
import { eq } from 'drizzle-orm';
import { projects } from '../../db/lifecycle-schema.ts';
import { platformSettings } from '../../db/research-schema.ts';
import { bearer, startTestApi, type TestApi } from '../../../test/harness.ts';
import { createTenant } from '../../../test/fixtures.ts';

let api: TestApi;
let admin: string;
const BASE = '/api/services/app/PlatformSetting';
const settings = (overrides: object = {}) => ({
  registrationOpen: true,
  devToolsBlocked: true,
  biddingDefaults: { ...DEFAULT_BIDDING_SETTINGS, softClose: { ...DEFAULT_BIDDING_SETTINGS.softClose } },
  ...overrides,
});

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.login('admin', ROLES.admin);
});
afterAll(() => api.close());

const update = (token: string, body: object) =>
  api.http.put(`${BASE}/Update`).set(bearer(token)).set('Accept-Language', 'en-US').send(body);

describe('platform settings', () => {
  it('starts from the defaults, saves a valid set and shows the client part without sign-in', async () => {
    const initial = await api.http.get(`${BASE}/Get`).set(bearer(admin));
    expect(initial.body.result).toMatchObject({
      registrationOpen: true,
      devToolsBlocked: true,
      saved: false,
      biddingDefaults: { minBidders: 3, disclosure: 1 },
    });
    const bidding = {
      ...settings().biddingDefaults,
      minBidders: 2,
      disclosure: 3,
      softClose: { ...DEFAULT_BIDDING_SETTINGS.softClose, enabled: true },
    };
    const saved = await update(admin, settings({ devToolsBlocked: false, biddingDefaults: bidding }));
    expect(saved.body.result).toMatchObject({
      devToolsBlocked: false,
      saved: true,
      biddingDefaults: { minBidders: 2, disclosure: 3, softClose: { enabled: true } },
    });
    const client = await api.http.get(`${BASE}/GetClientSettings`);
    expect(client.body.result).toEqual({ devToolsBlocked: false, registrationOpen: true });
  });

  it('closes registration: a new registration is refused until it opens again', async () => {
    await update(admin, settings({ registrationOpen: false }));
    const body = {
      role: ROLES.supplier,
      userName: 'closed-reg',
      password: 'secret1',
      confirmPassword: 'secret1',
      name: '吴明',
      emailAddress: 'wu@example.com',
      phoneNumber: '13912345678',
      company: {
        companyName: '深圳新锐电子有限公司',
        creditCode: '91440300MA5FXY1234',
        contactName: '吴明',
        address: '深圳市南山区科技园',
      },
    };
    const refused = await api.http
      .post('/api/services/app/Account/Register')
      .set('Accept-Language', 'en-US')
      .send(body);
    expect([refused.status, refused.body.error.message]).toEqual([500, 'Registration is closed on this platform']);
    await update(admin, settings());
    expect((await api.http.post('/api/services/app/Account/Register').send(body)).status).toBe(200);
  });

  it('refuses bad settings with validationErrors and keeps the saved ones', async () => {
    await update(admin, settings({ devToolsBlocked: false }));
    const crossField = await update(
      admin,
      settings({
        devToolsBlocked: true,
        biddingDefaults: { ...settings().biddingDefaults, priceCap: '100', startPrice: '200' },
      }),
    );
    expect(crossField.status).toBe(400);
    expect(crossField.body.error.validationErrors).toEqual([
      {
        message: 'The default bidding settings are not valid',
        members: ['biddingDefaults.startPrice', 'biddingDefaults.priceCap'],
      },
    ]);
    const shape = await update(admin, { ...settings(), registrationOpen: 'yes', extra: 1 });
    expect(shape.status).toBe(400);
    expect(shape.body.error.validationErrors.flatMap((e: { members: string[] }) => e.members).sort()).toEqual([
      'extra',
      'registrationOpen',
    ]);
    const rows = await api.database.db.select().from(platformSettings);
    expect(rows.map((r) => r.devToolsBlocked)).toEqual([false]);
  });

  it('is the administrator’s, per tenant', async () => {
    for (const [user, role] of [
      ['agency', ROLES.agency],
      ['purchaser', ROLES.purchaser],
      ['supplier1', ROLES.supplier],
    ] as const) {
      const token = await api.login(user, role);
      expect((await api.http.get(`${BASE}/Get`).set(bearer(token))).status).toBe(403);
      expect((await update(token, settings())).status).toBe(403);
    }
    const other = await createTenant(api.database.db, 'settings-other', [
      { userName: 'other-admin', roles: [ROLES.admin] },
    ]);
    const client = await api.http.get(`${BASE}/GetClientSettings`).set('Abp.TenantId', String(other.tenant.id));
    expect(client.body.result).toEqual({ devToolsBlocked: true, registrationOpen: true });
  });
});

describe('default bidding settings', () => {
  it('are what a project shows until its agency saves its own', async () => {
    const bidding = { ...settings().biddingDefaults, minBidders: 5, maxQuotes: 7 };
    expect((await update(admin, settings({ biddingDefaults: bidding }))).status).toBe(200);
    const [drafting] = await api.database.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.name, '信息科服务器扩容'));
    const agency = await api.login('agency', ROLES.agency);
    const shown = await api.http.get(`/api/services/app/PbSetting/Get?projectId=${drafting!.id}`).set(bearer(agency));
    expect(shown.body.result).toMatchObject({ minBidders: 5, maxQuotes: 7, saved: false });
  });
});
