import { describe, expect, it } from 'vitest';
import { ROLES } from '@bidhall/domain/roles';
import { homeFor } from '../routes/table';
import { decide } from './decide';
import type { GuardInput, GuardSession } from './decide';

const approved = (roleNames: string[], selectedRole: string | null = roleNames[0] ?? null): GuardSession => ({
  roleNames,
  selectedRole,
  isReview: 1,
});
const at = (path: string, over: Partial<GuardInput> = {}): GuardInput => ({
  path,
  fullPath: path,
  hasToken: true,
  selectedRole: undefined,
  session: null,
  ...over,
});

describe('guard without a token', () => {
  it('sends any page to login with the full path as redirect', () => {
    expect(decide(at('/bid/check-bid', { hasToken: false, fullPath: '/bid/check-bid?id=3&x=1' }))).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fbid%2Fcheck-bid%3Fid%3D3%26x%3D1',
    });
    expect(decide(at('/nowhere', { hasToken: false }))).toEqual({
      kind: 'redirect',
      to: '/user/login?redirect=%2Fnowhere',
    });
    expect(decide(at('/404', { hasToken: false })).kind).toBe('redirect');
  });

  it('lets login, register and registerResult (and the expert login) through', () => {
    for (const path of ['/user/login', '/user/register', '/user/register-result', '/user/expertLogin']) {
      expect(decide(at(path, { hasToken: false })).kind, path).toBe('allow');
    }
  });

  it('sends /user to login and keeps the audit page closed', () => {
    expect(decide(at('/user', { hasToken: false }))).toEqual({ kind: 'redirect', to: '/user/login' });
    expect(decide(at('/user/userAudit', { hasToken: false })).kind).toBe('redirect');
  });
});

describe('guard with a token', () => {
  it('sends a signed-in user opening login to the workplace', () => {
    expect(decide(at('/user/login'))).toEqual({ kind: 'redirect', to: '/dashboard/workplace' });
  });

  it('asks for the session before deciding anything else', () => {
    expect(decide(at('/dashboard/workplace'))).toEqual({ kind: 'loadSession' });
  });

  it('keeps a user not yet approved on visitor pages and the audit page', () => {
    for (const isReview of [0, 2]) {
      const session: GuardSession = { roleNames: [ROLES.supplier], selectedRole: ROLES.supplier, isReview };
      expect(decide(at('/dashboard/workplace', { session }))).toEqual({ kind: 'redirect', to: '/user/userAudit' });
      expect(decide(at('/usercenter/index', { session }))).toEqual({ kind: 'redirect', to: '/user/userAudit' });
      expect(decide(at('/user/userAudit', { session })).kind).toBe('allow');
      expect(decide(at('/user/register', { session })).kind).toBe('allow');
    }
  });

  it('refuses a selected role the user does not hold', () => {
    const session = approved([ROLES.purchaser]);
    expect(decide(at('/dashboard/workplace', { session, selectedRole: ROLES.agency }))).toEqual({
      kind: 'roleMissing',
      role: ROLES.agency,
    });
  });

  it('uses the default route set for an unknown role', () => {
    const session = approved([ROLES.purchaser], null);
    expect(decide(at('/dashboard/workplace', { session, selectedRole: 'nobody' })).kind).toBe('allow');
    expect(decide(at('/', { session, selectedRole: 'nobody' }))).toEqual({
      kind: 'redirect',
      to: '/dashboard/workplace',
    });
    expect(decide(at('/bid/check-bid', { session, selectedRole: 'nobody' }))).toEqual({ kind: 'redirect', to: '/404' });
  });

  it('takes the role from the session when the cookie is gone', () => {
    const session = approved([ROLES.purchaser, ROLES.agency], ROLES.agency);
    const decision = decide(at('/dashboard/workplace', { session }));
    expect(decision).toMatchObject({ kind: 'allow', role: ROLES.agency });
  });

  it("sends unknown paths and other roles' pages to /404", () => {
    const session = approved([ROLES.purchaser]);
    expect(decide(at('/no/such/page', { session, selectedRole: ROLES.purchaser }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    // An administrator's page is as unknown to a purchaser as a typo.
    expect(decide(at('/gysManage', { session, selectedRole: ROLES.purchaser }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
  });

  it('opens only the routes of roles the user holds', () => {
    const expert = approved([ROLES.expert]);
    expect(decide(at('/user/userAudit', { session: expert, selectedRole: ROLES.expert }))).toEqual({
      kind: 'redirect',
      to: '/404',
    });
    expect(decide(at('/usercenter/index', { session: expert, selectedRole: ROLES.expert })).kind).toBe('allow');
  });

  it("sends the site root to the role home, the workplace when the home is not among the user's routes", () => {
    const session = approved([ROLES.purchaser]);
    expect(decide(at('/', { session, selectedRole: ROLES.purchaser }))).toEqual({
      kind: 'redirect',
      to: '/cPortalIndex',
    });
    const unreachable = { home: '/cPortalIndex', routes: [] };
    expect(homeFor(unreachable, [ROLES.purchaser])).toBe('/dashboard/workplace');
  });
});
