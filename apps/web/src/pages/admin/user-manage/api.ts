import { formatFilterValue } from '@bidhall/contracts/abp/filter';
import { User } from '@bidhall/contracts/routes/users';
import type { UserUpdateInput } from '@bidhall/contracts/users';
import type { RoleName } from '@bidhall/domain/roles';
import { call } from '../../../api/call';
import type { PageParams } from '../../../components/paged/usePaged';

export interface UserFilters {
  role: RoleName;
  keyword?: string;
  isActive?: 'true' | 'false';
}

/** A keyword matches the name, the user name or the company, through the safe Filter grammar. */
function keywordFilter(keyword: string | undefined): string | undefined {
  if (!keyword) return undefined;
  const v = formatFilterValue(keyword);
  return `name contains ${v} or userName contains ${v} or companyName contains ${v}`;
}

export const fetchUsers = ({ keyword, ...q }: PageParams & UserFilters) =>
  call(User.GetPaged, { ...q, Filter: keywordFilter(keyword) });

export const fetchUser = (id: number) => call(User.Get, { id });
export const enableUser = (id: number) => call(User.Enable, { id });
export const disableUser = (id: number) => call(User.Disable, { id });
export const revokeRole = (id: number, roleName: RoleName) => call(User.RevokeRole, { id, roleName });
/** The form shows field errors, a taken user name or e-mail among them. */
export const updateUser = (input: UserUpdateInput) => call(User.Update, input, { handlesValidation: true });
