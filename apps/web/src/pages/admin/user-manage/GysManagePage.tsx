import { ROLES } from '@bidhall/domain/roles';
import { UserManagePage } from './UserManagePage';

/** /gysManage: supplier accounts. */
export default function GysManagePage() {
  return <UserManagePage role={ROLES.supplier} infoPath="/PortalIndex/supplierInfo" />;
}
