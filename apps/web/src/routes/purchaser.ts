import { ROLES } from '@bidhall/domain/roles';
import { pageRoute } from './build';
import { SIGNED_IN_ROUTES, screenRoute } from './common';
import type { RouteMap } from './types';

const P = [ROLES.purchaser];
const bid = { group: 'bid' } as const;

/** Purchaser routes (specification section 2); home is /cPortalIndex. */
export const PURCHASER_MAP: RouteMap = {
  home: '/cPortalIndex',
  routes: [
    pageRoute('/cPortalIndex', 'cPortalIndex', P, () => import('../pages/dashboard/role-home/PurchaserHomePage'), {
      permission: 'project',
    }),
    pageRoute('/bid/index', 'bidIndex', P, () => import('../pages/project-index/ProjectIndexPage'), {
      ...bid,
      hidden: true,
      permission: 'project',
    }),
    pageRoute('/bid/new-rfq', 'newRfq', P, () => import('../pages/requirement/PurchaserRequirementsPage'), {
      ...bid,
      permission: 'requirement',
    }),
    pageRoute('/bid/new-bid', 'newBid', P, () => import('../pages/purchaser/NewProjectPage'), {
      ...bid,
      permission: 'project',
    }),
    pageRoute('/bid/check-bid', 'checkBid', P, () => import('../pages/purchaser/CheckBidPage'), {
      ...bid,
      badge: 'waitCheckNum',
      permission: 'project',
    }),
    pageRoute('/bid/check-sign', 'checkSign', P, () => import('../pages/progress/SignProgressPage'), {
      ...bid,
      permission: 'signUp',
    }),
    pageRoute('/bid/check-quote', 'checkQuote', P, () => import('../pages/progress/QuoteProgressPage'), {
      ...bid,
      permission: 'quote',
    }),
    pageRoute(
      '/bid/projectQuoteCheck',
      'projectQuoteCheck',
      P,
      () => import('../pages/hall/quote-check/QuoteCheckPage'),
      { ...bid, hidden: true, layout: 'project', permission: 'quote' },
    ),
    pageRoute('/bid/endBid', 'endBid', P, () => import('../pages/purchaser/EndBidPage'), {
      ...bid,
      badge: 'waitResultNum',
      permission: 'project',
    }),
    pageRoute('/myAgreement', 'myAgreement', P, () => import('../pages/agreement/MyAgreementPage'), {
      permission: 'agreement',
    }),
    pageRoute('/myProject', 'myProject', P, () => import('../pages/purchaser/MyProjectPage'), {
      permission: 'project',
    }),
    pageRoute('/ReqInfo', 'ReqInfo', P, () => import('../pages/req-info/ReqInfoPage'), {
      hidden: true,
      permission: 'requirement',
    }),
    pageRoute('/ProjectInfo', 'ProjectInfoEdit_0', P, () => import('../pages/purchaser/ProjectSetupPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/ProjectInfoRead', 'ProjectInfoRead', P, () => import('../pages/purchaser/ProjectReviewPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectSignRead', 'projectSignRead', P, () => import('../pages/sign-audit/SignReadPage'), {
      hidden: true,
      layout: 'project',
      permission: 'signUp',
    }),
    pageRoute('/projectQuoteAudit', 'projectQuoteAudit', P, () => import('../pages/result/ResultConfirmPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectFilePool', 'projectFilePool', P, () => import('../pages/file-pool/FilePoolPage'), {
      hidden: true,
      layout: 'project',
    }),
    pageRoute(
      '/projectAgreementManage',
      'projectAgreementManage',
      P,
      () => import('../pages/agreement/AgreementManagePage'),
      { hidden: true, layout: 'project', permission: 'agreement' },
    ),
    pageRoute('/projectResultNotice', 'projectResultNotice', P, () => import('../pages/notice/ResultNoticePage'), {
      hidden: true,
      layout: 'project',
      permission: 'announcement',
    }),
    pageRoute(
      '/projectCorrectionNotice',
      'projectCorrectionNotice',
      P,
      () => import('../pages/notice/CorrectionNoticePage'),
      { hidden: true, layout: 'project', permission: 'announcement' },
    ),
    // Scoring projects (menu type B): settings read-only, evaluation review, result check, audit view, notice.
    pageRoute('/projectPbSetting', 'projectPbSetting', P, () => import('../pages/pb-setting/PbSettingPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectPbQuoteAudit', 'projectPbQuoteAudit', P, () => import('../pages/pb-result/PbQuoteAuditPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectPbResultCheck', 'projectPbResultCheck', P, () => import('../pages/result/ResultConfirmPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute(
      '/projectPbResultAudit',
      'projectPbResultAudit',
      P,
      () => import('../pages/pb-result/PbResultAuditPage'),
      { hidden: true, layout: 'project', permission: 'project' },
    ),
    pageRoute('/projectPbResultNotice', 'projectPbResultNotice', P, () => import('../pages/notice/ResultNoticePage'), {
      hidden: true,
      layout: 'project',
      permission: 'announcement',
    }),
    screenRoute(P, true),
    ...SIGNED_IN_ROUTES,
  ],
};
