import { withSchemas } from '../abp/call.ts';
import { Empty, EntityDto } from '../abp/envelope.ts';
import { listResult, pagedResult } from '../abp/paging.ts';
import { EApplyDto, EApplyPagedInput, MyQuotedProjectDto } from '../eapply.ts';
import {
  ExpertProjectDto,
  ExpertProjectsInput,
  PriceListItem,
  ProjectIdInput,
  ProjectListByRoleInput,
  ProjectListByRoleResult,
  ProjectNumResult,
  SprojectContentDto,
  SprojectDto,
  SprojectInfoInput,
  SprojectInput,
  SprojectPagedInput,
  UpStatusInput,
  UppriceSupplierDto,
} from '../sproject.ts';
import * as routes from '../routes/sproject.ts';

/** The Sproject calls with their schemas, as the api serves them. */
export const Sproject = withSchemas(routes.Sproject, {
  CreateOrUpdateInfo: [SprojectInfoInput, SprojectDto],
  CreateProjectNum: [Empty, ProjectNumResult],
  CreateOrUpdate: [SprojectInput, SprojectDto],
  UpStatus: [UpStatusInput, SprojectDto],
  DelProject: [EntityDto, Empty],
  GetSprojectDetail: [EntityDto, SprojectDto],
  GetSprojectEntity: [Empty, SprojectDto],
  GetPaged: [SprojectPagedInput, pagedResult(SprojectDto)],
  GetListByRole: [ProjectListByRoleInput, ProjectListByRoleResult],
  GetSprojectDetailByProjectId: [ProjectIdInput, SprojectDto],
  GetSprojectContentByProjectId: [ProjectIdInput, SprojectContentDto],
  GetMyQuotedSprojectDetail: [ProjectIdInput, MyQuotedProjectDto],
  GetSprojectEApplyList: [EApplyPagedInput, pagedResult(EApplyDto)],
  GetResearchEApplyList: [EApplyPagedInput, pagedResult(EApplyDto)],
  GetSprojectUnEApplyList: [SprojectPagedInput, pagedResult(SprojectDto)],
  GetMyBidList: [SprojectPagedInput, pagedResult(SprojectDto)],
  GetUppriceSupplierList: [ProjectIdInput, listResult(UppriceSupplierDto)],
  GetSprojectPriceList: [ProjectIdInput, listResult(PriceListItem)],
  GetEndGameList: [SprojectPagedInput, pagedResult(SprojectDto)],
  GetSprojectDetailByExpertId: [ExpertProjectsInput, pagedResult(ExpertProjectDto)],
  GetIndexProjectList: [SprojectPagedInput, pagedResult(SprojectDto)],
});
