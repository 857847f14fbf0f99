import { call, service } from '../abp/route.ts';

/** The Sproject calls with their schemas, each method declared once. */
export const Sproject = service('Sproject', ({ eapply, envelope, paging, sproject }) => ({
  CreateOrUpdateInfo: call(sproject.SprojectInfoInput, sproject.SprojectDto),
  CreateProjectNum: call(envelope.Empty, sproject.ProjectNumResult),
  CreateOrUpdate: call(sproject.SprojectInput, sproject.SprojectDto),
  UpStatus: call(sproject.UpStatusInput, sproject.SprojectDto, { queryKeys: ['id', 'state'] }),
  DelProject: call(envelope.EntityDto, envelope.Empty, { verb: 'post' }),
  GetSprojectDetail: call(envelope.EntityDto, sproject.SprojectDto),
  GetSprojectEntity: call(envelope.Empty, sproject.SprojectDto),
  GetPaged: call(sproject.SprojectPagedInput, paging.pagedResult(sproject.SprojectDto)),
  // The specification has the role in the call's payload: a body, so POST.
  GetListByRole: call(sproject.ProjectListByRoleInput, sproject.ProjectListByRoleResult, { verb: 'post' }),
  GetSprojectDetailByProjectId: call(sproject.ProjectIdInput, sproject.SprojectDto),
  GetSprojectContentByProjectId: call(sproject.ProjectIdInput, sproject.SprojectContentDto),
  GetMyQuotedSprojectDetail: call(sproject.ProjectIdInput, eapply.MyQuotedProjectDto),
  GetSprojectEApplyList: call(eapply.EApplyPagedInput, paging.pagedResult(eapply.EApplyDto)),
  GetResearchEApplyList: call(eapply.EApplyPagedInput, paging.pagedResult(eapply.EApplyDto)),
  GetSprojectUnEApplyList: call(sproject.SprojectPagedInput, paging.pagedResult(sproject.SprojectDto)),
  GetMyBidList: call(sproject.SprojectPagedInput, paging.pagedResult(sproject.SprojectDto)),
  GetUppriceSupplierList: call(sproject.ProjectIdInput, paging.listResult(sproject.UppriceSupplierDto)),
  GetSprojectPriceList: call(sproject.ProjectIdInput, paging.listResult(sproject.PriceListItem)),
  GetEndGameList: call(sproject.SprojectPagedInput, paging.pagedResult(sproject.SprojectDto)),
  GetSprojectDetailByExpertId: call(sproject.ExpertProjectsInput, paging.pagedResult(sproject.ExpertProjectDto)),
  GetIndexProjectList: call(sproject.SprojectPagedInput, paging.pagedResult(sproject.SprojectDto)),
}));
