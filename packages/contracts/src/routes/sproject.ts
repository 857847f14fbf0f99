import { route, routes } from '../abp/route.ts';
import type { Empty, EntityDto } from '../abp/envelope.ts';
import type { ListResultSchema, PagedResultSchema } from '../abp/paging.ts';
import type { EApplyDto, EApplyPagedInput, MyQuotedProjectDto } from '../eapply.ts';
import type {
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

/** The Sproject calls' paths and verbs; their schemas in types only (no zod at run time). */
export const Sproject = routes('Sproject', {
  CreateOrUpdateInfo: route<typeof SprojectInfoInput, typeof SprojectDto>(),
  CreateProjectNum: route<typeof Empty, typeof ProjectNumResult>(),
  CreateOrUpdate: route<typeof SprojectInput, typeof SprojectDto>(),
  UpStatus: route<typeof UpStatusInput, typeof SprojectDto>({ queryKeys: ['id', 'state'] }),
  DelProject: route<typeof EntityDto, typeof Empty>({ verb: 'post' }),
  GetSprojectDetail: route<typeof EntityDto, typeof SprojectDto>(),
  GetSprojectEntity: route<typeof Empty, typeof SprojectDto>(),
  GetPaged: route<typeof SprojectPagedInput, PagedResultSchema<typeof SprojectDto>>(),
  // The specification has the role in the call's payload: a body, so POST.
  GetListByRole: route<typeof ProjectListByRoleInput, typeof ProjectListByRoleResult>({ verb: 'post' }),
  GetSprojectDetailByProjectId: route<typeof ProjectIdInput, typeof SprojectDto>(),
  GetSprojectContentByProjectId: route<typeof ProjectIdInput, typeof SprojectContentDto>(),
  GetMyQuotedSprojectDetail: route<typeof ProjectIdInput, typeof MyQuotedProjectDto>(),
  GetSprojectEApplyList: route<typeof EApplyPagedInput, PagedResultSchema<typeof EApplyDto>>(),
  GetResearchEApplyList: route<typeof EApplyPagedInput, PagedResultSchema<typeof EApplyDto>>(),
  GetSprojectUnEApplyList: route<typeof SprojectPagedInput, PagedResultSchema<typeof SprojectDto>>(),
  GetMyBidList: route<typeof SprojectPagedInput, PagedResultSchema<typeof SprojectDto>>(),
  GetUppriceSupplierList: route<typeof ProjectIdInput, ListResultSchema<typeof UppriceSupplierDto>>(),
  GetSprojectPriceList: route<typeof ProjectIdInput, ListResultSchema<typeof PriceListItem>>(),
  GetEndGameList: route<typeof SprojectPagedInput, PagedResultSchema<typeof SprojectDto>>(),
  GetSprojectDetailByExpertId: route<typeof ExpertProjectsInput, PagedResultSchema<typeof ExpertProjectDto>>(),
  GetIndexProjectList: route<typeof SprojectPagedInput, PagedResultSchema<typeof SprojectDto>>(),
});
