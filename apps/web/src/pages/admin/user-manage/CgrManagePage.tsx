import { ROLES } from '@bidhall/domain/roles';
import { UserManagePage } from './UserManagePage';

/** /cgrManage: purchaser accounts. */
export default function CgrManagePage() {
  return <UserManagePage role={ROLES.purchaser} infoPath="/PortalIndex/purchaserInfo" />;
}
