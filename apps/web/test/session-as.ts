import { permissionsForRoles } from '@bidhall/domain/permissions';
import type { RoleName } from '@bidhall/domain/roles';
import { useSession } from '../src/auth/session-store';

/** Signs a user of the role in (session store only), with the role's permissions or the ones given. */
export function sessionAs(role: RoleName, permissions = permissionsForRoles([role])) {
  useSession.setState({
    status: 'ready',
    info: {
      roleNames: [role],
      selectedRole: role,
      name: '测试用户',
      user: {
        id: 9,
        name: '测试用户',
        userName: 'tester',
        emailAddress: 't@b.cn',
        phoneNumber: '13800138000',
        companyId: 3,
        isReview: 1,
        reviewComment: null,
      },
      company: { id: 3, companyName: '甲公司' },
      permissions,
      tenant: null,
    },
  });
}
