import { ROLES } from '@bidhall/domain/roles';
import { pageRoute } from './build';
import { SIGNED_IN_ROUTES, screenRoute } from './common';
import type { RouteMap } from './types';

const M = [ROLES.admin];
const portal = { group: 'portal' } as const;
const users = { group: 'userManage' } as const;
/** The hidden user detail pages, one page for all. */
const infoRoutes = (entries: [string, string][]) =>
  entries.map(([path, name]) =>
    pageRoute(path, name, M, () => import('../pages/admin/user-manage/UserInfoPage'), {
      hidden: true,
      permission: 'userManage',
    }),
  );

/** Administrator routes (specification section 2); home is /PortalIndex. */
export const ADMIN_MAP: RouteMap = {
  home: '/PortalIndex/index',
  routes: [
    pageRoute('/PortalIndex/index', 'PortalIndex', M, () => import('../pages/admin/portal-index/PortalIndexPage'), {
      ...portal,
      permission: 'statistics',
    }),
    pageRoute(
      '/PortalIndex/allProjectList',
      'allProjectList',
      M,
      () => import('../pages/admin/all-projects/AllProjectListPage'),
      { ...portal, permission: 'project' },
    ),
    pageRoute(
      '/PortalIndex/allPurchaserList',
      'allPurchaserList',
      M,
      () => import('../pages/admin/company-report/PurchaserReportPage'),
      { ...portal, permission: 'userManage' },
    ),
    pageRoute(
      '/PortalIndex/allSupplierList',
      'allSupplierList',
      M,
      () => import('../pages/admin/company-report/SupplierReportPage'),
      { ...portal, permission: 'userManage' },
    ),
    ...infoRoutes([
      ['/PortalIndex/purchaserInfo', 'purchaserInfo'],
      ['/PortalIndex/supplierInfo', 'supplierInfo'],
      ['/userIndex', 'userIndex'],
    ]),
    pageRoute('/UserAudit', 'userAuditManage', M, () => import('../pages/admin/user-audit/RegistrationAuditPage'), {
      ...users,
      badge: 'waitUserAuditNum',
      permission: 'userAudit',
    }),
    pageRoute('/gysManage', 'gysManage', M, () => import('../pages/admin/user-manage/GysManagePage'), {
      ...users,
      permission: 'userManage',
    }),
    pageRoute('/cgrManage', 'cgrManage', M, () => import('../pages/admin/user-manage/CgrManagePage'), {
      ...users,
      permission: 'userManage',
    }),
    pageRoute('/eWebNoticeList', 'eWebNoticeList', M, () => import('../pages/admin/web-notice/WebNoticeListPage'), {
      permission: 'platformNotice',
    }),
    pageRoute(
      '/PortalIndex/platformSetting',
      'platformSetting',
      M,
      () => import('../pages/admin/platform-setting/PlatformSettingPage'),
      { permission: 'platformSetting' },
    ),
    screenRoute(M, false),
    ...SIGNED_IN_ROUTES,
  ],
};
