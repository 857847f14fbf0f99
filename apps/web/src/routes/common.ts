import { ROLES, ROLE_NAMES } from '@bidhall/domain/roles';
import { USER_AUDIT_PATH } from '@bidhall/domain/user-review';
import { pageRoute } from './build';
import type { RouteDef } from './types';

export const LOGIN_PATH = '/user/login';
export const WORKPLACE_PATH = '/dashboard/workplace';
export const NOT_FOUND_PATH = '/404';
export const USER_CENTER_PATH = '/usercenter/index';

const ALL = ROLE_NAMES;
const SELF_REGISTERING = [ROLES.purchaser, ROLES.agency, ROLES.supplier];

/** Login-type pages (specification section 2, public routes). */
export const PUBLIC_ROUTES: readonly RouteDef[] = [
  { path: '/user', name: 'login', roles: ALL, layout: 'user', visitor: true, hidden: true, redirect: LOGIN_PATH },
  pageRoute(LOGIN_PATH, 'login', ALL, () => import('../pages/user/login/LoginPage'), {
    layout: 'user',
    visitor: true,
    hidden: true,
  }),
  // Experts have their own sign-in; like login it must open without a token.
  pageRoute(
    '/user/expertLogin',
    'expertLogin',
    [ROLES.expert],
    () => import('../pages/user/expert-login/ExpertLoginPage'),
    {
      layout: 'user',
      visitor: true,
      hidden: true,
    },
  ),
  pageRoute('/user/register', 'register', ALL, () => import('../pages/user/register/RegisterPage'), {
    layout: 'user',
    visitor: true,
    hidden: true,
  }),
  pageRoute(
    '/user/register-result',
    'registerResult',
    ALL,
    () => import('../pages/user/register-result/RegisterResultPage'),
    {
      layout: 'user',
      visitor: true,
      hidden: true,
    },
  ),
  // The public auction record: result announcements and the verifier, for anyone.
  pageRoute('/results', 'publicResults', ALL, () => import('../pages/record/PublicResultsPage'), {
    layout: 'public',
    visitor: true,
    hidden: true,
  }),
  pageRoute('/result', 'publicResult', ALL, () => import('../pages/record/PublicResultPage'), {
    layout: 'public',
    visitor: true,
    hidden: true,
  }),
  pageRoute('/record/verify', 'recordVerify', ALL, () => import('../pages/record/VerifyPage'), {
    layout: 'public',
    visitor: true,
    hidden: true,
  }),
  pageRoute(USER_AUDIT_PATH, 'userAudit', SELF_REGISTERING, () => import('../pages/user/user-audit/UserAuditPage'), {
    layout: 'user',
    hidden: true,
  }),
];

/** Pages every signed-in role has, whatever its route set. */
export const SIGNED_IN_ROUTES: readonly RouteDef[] = [
  pageRoute(WORKPLACE_PATH, 'workplace', ALL, () => import('../pages/dashboard/workplace/WorkplacePage')),
  pageRoute(USER_CENTER_PATH, 'usercenter', ALL, () => import('../pages/usercenter/UserCenterPage'), {
    permission: 'userCenter',
  }),
  pageRoute(NOT_FOUND_PATH, 'notFound', ALL, () => import('../pages/exception/NotFoundPage'), { hidden: true }),
  // The big screen covers the window itself; opened from the live views.
  pageRoute(
    '/ScreenCount',
    'ScreenCount',
    [ROLES.agency, ROLES.purchaser, ROLES.admin],
    () => import('../pages/hall/screen-count/ScreenCountPage'),
    { hidden: true, layout: 'headerOnly' },
  ),
];
