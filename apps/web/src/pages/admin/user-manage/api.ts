import type { AjaxResponse } from '@bidhall/contracts/abp/envelope';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { formatFilterValue } from '@bidhall/contracts/abp/filter';
import type { UserDetailDto, UserDto, UserUpdateInput } from '@bidhall/contracts/users';
import { apiGet, apiPost, http } from '../../../api/client';
import type { PageParams } from '../../../components/paged/usePaged';

export interface UserFilters {
  role: string;
  keyword?: string;
  isActive?: 'true' | 'false';
}

/** A keyword matches the name, the user name or the company, through the safe Filter grammar. */
export function keywordFilter(keyword: string | undefined): string | undefined {
  if (!keyword) return undefined;
  const v = formatFilterValue(keyword);
  return `name contains ${v} or userName contains ${v} or companyName contains ${v}`;
}

export const fetchUsers = ({ keyword, ...q }: PageParams & UserFilters) =>
  apiGet<PagedResult<UserDto>>('/api/services/app/User/GetPaged', { ...q, Filter: keywordFilter(keyword) });

export const fetchUser = (id: number) => apiGet<UserDetailDto>('/api/services/app/User/Get', { id });
export const enableUser = (id: number) => apiPost<unknown>('/api/services/app/User/Enable', { id });
export const disableUser = (id: number) => apiPost<unknown>('/api/services/app/User/Disable', { id });
/** Update is a PUT (ABP verb by method prefix); the form shows field errors, a taken user name or e-mail among them. */
export const updateUser = async (input: UserUpdateInput) =>
  (await http.put<AjaxResponse<UserDetailDto>>('/api/services/app/User/Update', input, { handlesValidation: true })).data.result;
