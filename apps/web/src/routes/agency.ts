import { ROLES } from '@bidhall/domain/roles';
import { pageRoute } from './build';
import { SIGNED_IN_ROUTES, screenRoute } from './common';
import type { RouteMap } from './types';

const A = [ROLES.agency];
const bid = { group: 'bid' } as const;
const research = { group: 'research' } as const;

/** Agency routes (specification section 2); home is /dPortalIndex. */
export const AGENCY_MAP: RouteMap = {
  home: '/dPortalIndex',
  routes: [
    pageRoute('/dPortalIndex', 'dPortalIndex', A, () => import('../pages/dashboard/role-home/AgencyHomePage'), {
      permission: 'project',
    }),
    // Listed in the agency's set but marked for administrators, so the role filter drops it.
    pageRoute(
      '/allProjectList',
      'allProjectList',
      [ROLES.admin],
      () => import('../pages/admin/all-projects/AllProjectListPage'),
      { permission: 'project' },
    ),
    pageRoute('/bid/index', 'bidIndex', A, () => import('../pages/project-index/ProjectIndexPage'), {
      ...bid,
      hidden: true,
      permission: 'project',
    }),
    pageRoute('/bid/checkrfq', 'checkRfq', A, () => import('../pages/requirement/AgencyRequirementsPage'), {
      ...bid,
      badge: 'waitRfqNum',
      permission: 'requirement',
    }),
    pageRoute('/bid/establishbid', 'establishBid', A, () => import('../pages/agency/EstablishBidPage'), {
      ...bid,
      badge: 'waitEditNum',
      permission: 'project',
    }),
    pageRoute('/bid/establishnet', 'establishNet', A, () => import('../pages/agency/EstablishNetPage'), {
      ...bid,
      badge: 'waitHangNetNum',
      permission: 'project',
    }),
    pageRoute('/bid/checkSign', 'checkSign', A, () => import('../pages/agency/CheckSignPage'), {
      ...bid,
      badge: 'waitApplyNum',
      permission: 'signUp',
    }),
    pageRoute('/bid/checkQuote', 'checkQuote', A, () => import('../pages/progress/QuoteProgressPage'), {
      ...bid,
      permission: 'quote',
    }),
    pageRoute('/bid/endBid', 'endBid', A, () => import('../pages/agency/EndBidPage'), {
      ...bid,
      badge: 'waitConfirmNum',
      permission: 'project',
    }),
    pageRoute('/research/index', 'researchIndex', A, () => import('../pages/research/ResearchIndexPage'), {
      ...research,
      permission: 'research',
    }),
    pageRoute('/research/researchInfo', 'researchInfo-edit', A, () => import('../pages/research/ResearchInfoPage'), {
      ...research,
      hidden: true,
      layout: 'project',
      permission: 'research',
    }),
    pageRoute('/research/researchRead', 'researchSign-read', A, () => import('../pages/research/ResearchReadPage'), {
      ...research,
      hidden: true,
      layout: 'project',
      permission: 'research',
    }),
    pageRoute('/myAgreement', 'myAgreement', A, () => import('../pages/agreement/MyAgreementPage'), {
      permission: 'agreement',
    }),
    pageRoute('/myProject', 'myProject', A, () => import('../pages/agency/MyProjectPage'), { permission: 'project' }),
    pageRoute('/UserAudit', 'userAuditManage', A, () => import('../pages/admin/user-audit/RegistrationAuditPage'), {
      badge: 'waitUserAuditNum',
      permission: 'userAudit',
    }),
    pageRoute('/ReqInfo', 'ReqInfo', A, () => import('../pages/req-info/ReqInfoPage'), {
      hidden: true,
      permission: 'requirement',
    }),
    pageRoute('/projectQuoteCheck', 'projectQuoteCheck', A, () => import('../pages/hall/quote-check/QuoteCheckPage'), {
      hidden: true,
      layout: 'project',
      permission: 'quote',
    }),
    pageRoute('/projectInfo', 'ProjectInfoEdit', A, () => import('../pages/agency/DraftingPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectInfoRead', 'ProjectInfoRead', A, () => import('../pages/agency/ProjectInfoReadPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectSignAudit', 'projectSignAudit', A, () => import('../pages/sign-audit/SignAuditPage'), {
      hidden: true,
      layout: 'project',
      permission: 'signUp',
    }),
    pageRoute('/projectQuoteAudit', 'projectQuoteAudit', A, () => import('../pages/result/ResultSubmitPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectPbSetting', 'projectPbSetting', A, () => import('../pages/pb-setting/PbSettingPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectPbResultAudit', 'projectPbResultAudit', A, () => import('../pages/result/ResultSubmitPage'), {
      hidden: true,
      layout: 'project',
      permission: 'project',
    }),
    pageRoute('/projectBidNotice', 'projectBidNotice', A, () => import('../pages/notice/BidNoticePage'), {
      hidden: true,
      layout: 'project',
      permission: 'announcement',
    }),
    pageRoute('/projectFilePool', 'projectFilePool', A, () => import('../pages/file-pool/FilePoolPage'), {
      hidden: true,
      layout: 'project',
    }),
    pageRoute(
      '/projectAgreementManage',
      'projectAgreementManage',
      A,
      () => import('../pages/agreement/AgreementManagePage'),
      { hidden: true, layout: 'project', permission: 'agreement' },
    ),
    pageRoute('/projectResultNotice', 'projectResultNotice', A, () => import('../pages/notice/ResultNoticePage'), {
      hidden: true,
      layout: 'project',
      permission: 'announcement',
    }),
    pageRoute(
      '/projectCorrectionNotice',
      'projectCorrectionNotice',
      A,
      () => import('../pages/notice/CorrectionNoticePage'),
      { hidden: true, layout: 'project', permission: 'announcement' },
    ),
    pageRoute('/researchNotice', 'researchNotice', A, () => import('../pages/research/ResearchNoticePage'), {
      hidden: true,
      layout: 'project',
      permission: 'announcement',
    }),
    screenRoute(A, false),
    ...SIGNED_IN_ROUTES,
  ],
};
