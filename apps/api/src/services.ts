import type { AppDeps } from './http/context.ts';
import type { Service } from './http/endpoint.ts';
import { eApplyService } from './modules/eapply/routes.ts';
import { menuNumService } from './modules/menu-num/routes.ts';
import { pbSettingService } from './modules/pb-setting/routes.ts';
import { projectAuditService } from './modules/project-audit/routes.ts';
import { requirementService } from './modules/requirement/routes.ts';
import { sprojectService } from './modules/sproject/routes.ts';
import { accountService } from './modules/account/routes.ts';
import { agreementService } from './modules/agreement/routes.ts';
import { announcementService, publicNoticeService } from './modules/announcement/routes.ts';
import { webNoticeService } from './modules/web-notice/routes.ts';
import { evaluationService } from './modules/evaluation/routes.ts';
import { fileService } from './modules/file/routes.ts';
import { hallService } from './modules/hall/routes.ts';
import { platformSettingService } from './modules/platform-setting/routes.ts';
import { projectEventService } from './modules/project-event/routes.ts';
import { projectRecordService, publicRecordService } from './modules/project-record/routes.ts';
import { quoteService } from './modules/quote/routes.ts';
import { researchService } from './modules/research/routes.ts';
import { resultService } from './modules/result/routes.ts';
import { sessionService } from './modules/session/routes.ts';
import { screenCountService, statisticsService, tenantReportService } from './modules/statistics/routes.ts';
import { tokenAuthService } from './modules/token-auth/routes.ts';
import { userAuditService } from './modules/user-audit/routes.ts';
import { userService } from './modules/users/routes.ts';

/** Every ABP service the api serves; the router and the OpenAPI document both read this list. */
export function allServices(deps: AppDeps): Service[] {
  return [
    tokenAuthService(deps),
    sessionService,
    accountService,
    userAuditService,
    userService,
    sprojectService,
    requirementService,
    projectAuditService,
    eApplyService,
    pbSettingService,
    menuNumService,
    quoteService,
    hallService,
    projectEventService,
    projectRecordService,
    publicRecordService,
    fileService,
    researchService,
    webNoticeService,
    evaluationService,
    resultService,
    platformSettingService,
    announcementService,
    publicNoticeService,
    agreementService,
    statisticsService,
    tenantReportService,
    screenCountService,
  ];
}
