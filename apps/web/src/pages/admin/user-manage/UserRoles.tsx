import { Space, Tag, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@bidhall/contracts/users';
import { ROLE_LABELS, isRoleName } from '@bidhall/domain/roles';
import { roleRevocationRefusal } from '@bidhall/domain/session-ending';
import { confirmDialog } from '../../../components/dialog';
import { useLang } from '../../../i18n/useLang';
import { usePermission } from '../../../permissions/usePermission';
import { revokeRole } from './api';

/** The user's roles; one may be taken after a confirmation, never the last (the server decides the same). */
export function UserRoles({ user, onChanged }: { user: UserDto; onChanged: () => void }) {
  const { t } = useTranslation();
  const { label } = useLang();
  const can = usePermission();
  const take = async (role: string) => {
    if (!isRoleName(role)) return;
    const ok = await confirmDialog({
      title: 'admin.users.revokeRoleTitle',
      content: 'admin.users.revokeRoleContent',
      ok: 'admin.users.revokeRole',
      cancel: 'common.cancel',
    });
    if (!ok) return;
    try {
      await revokeRole(user.id, role);
      void message.success(t('admin.users.roleRevoked'));
      onChanged();
    } catch {
      // The client's error handling has already told the user why.
    }
  };
  return (
    <Space size={4} wrap data-testid="user-roles">
      {user.roleNames.map((role) => {
        const closable = can('edit') && roleRevocationRefusal(user.roleNames, role) === null;
        return (
          <Tag
            key={role}
            closable={closable}
            closeIcon={
              closable ? (
                <span data-testid={`revoke-${role}`} aria-label={t('admin.users.revokeRole')}>
                  ×
                </span>
              ) : undefined
            }
            onClose={(event) => {
              event.preventDefault();
              void take(role);
            }}
          >
            {isRoleName(role) ? label(ROLE_LABELS[role]) : role}
          </Tag>
        );
      })}
    </Space>
  );
}
