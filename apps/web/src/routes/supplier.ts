import { ROLES } from '@bidhall/domain/roles';
import { pageRoute } from './build';
import { SIGNED_IN_ROUTES } from './common';
import type { RouteMap } from './types';

const S = [ROLES.supplier];

/** Supplier routes (specification section 2); home is /sPortalIndex. */
export const SUPPLIER_MAP: RouteMap = {
  home: '/sPortalIndex',
  routes: [
    pageRoute('/sPortalIndex', 'sPortalIndex', S, () => import('../pages/supplier/home/SupplierHomePage'), {
      permission: 'project',
    }),
    pageRoute('/bid/checksign', 'notJoined', S, () => import('../pages/supplier/check-sign/CheckSignPage'), {
      permission: 'signUp',
    }),
    pageRoute('/bid/checksigned', 'joined', S, () => import('../pages/supplier/check-signed/CheckSignedPage'), {
      permission: 'signUp',
    }),
    pageRoute('/uppriceIndex', 'uppriceIndex', S, () => import('../pages/hall/upprice-index/UppriceIndexPage'), {
      permission: 'quote',
    }),
    pageRoute('/myProject', 'myProject', S, () => import('../pages/supplier/my-project/MyProjectPage'), {
      permission: 'project',
    }),
    pageRoute('/myAgreement', 'myAgreement', S, () => import('../pages/agreement/MyAgreementPage'), {
      permission: 'agreement',
    }),
    pageRoute('/bid/index', 'bidIndex', S, () => import('../pages/supplier/bid-index/BidIndexPage'), {
      hidden: true,
      permission: 'project',
    }),
    pageRoute('/bid/project-sign', 'project-sign', S, () => import('../pages/hall/project-sign/ProjectSignPage'), {
      hidden: true,
      layout: 'project',
      permission: 'signUp',
    }),
    pageRoute('/bid/project-quote', 'project-quote', S, () => import('../pages/hall/project-quote/ProjectQuotePage'), {
      hidden: true,
      layout: 'project',
      permission: 'quote',
    }),
    pageRoute(
      '/bid/research-sign',
      'researchSign',
      S,
      () => import('../pages/supplier/research-sign/ResearchSignPage'),
      { hidden: true, permission: 'research' },
    ),
    ...SIGNED_IN_ROUTES,
  ],
};
