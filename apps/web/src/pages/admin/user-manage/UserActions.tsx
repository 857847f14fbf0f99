import { useState } from 'react';
import { Button, Space, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { UserDto } from '@bidhall/contracts/users';
import { confirmDialog } from '../../../components/dialog';
import { usePermission } from '../../../permissions/usePermission';
import { RejectModal } from '../user-audit/RejectModal';
import { UserEditModal } from './UserEditModal';
import { disableUser, enableUser } from './api';

interface Props {
  user: UserDto;
  /** The detail page to link to; none on the detail page itself. */
  infoPath?: string;
  onChanged: () => void;
}

/**
 * View, edit, withdraw an approval with a reason, and enable or disable after a confirmation;
 * each shown only with its permission.
 */
export function UserActions({ user, infoPath, onChanged }: Props) {
  const { t } = useTranslation();
  const can = usePermission();
  const [editing, setEditing] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const toggle = async () => {
    const disabling = user.isActive;
    const ok = await confirmDialog({
      title: disabling ? 'admin.users.disableTitle' : 'admin.users.enableTitle',
      content: disabling ? 'admin.users.disableContent' : 'admin.users.enableContent',
      ok: disabling ? 'admin.users.disable' : 'admin.users.enable',
      cancel: 'common.cancel',
    });
    if (!ok) return;
    try {
      await (disabling ? disableUser(user.id) : enableUser(user.id));
      void message.success(t(disabling ? 'admin.users.disabled' : 'admin.users.enabled'));
      onChanged();
    } catch {
      // The client's error handling has already told the user why.
    }
  };
  const action = user.isActive ? 'disable' : 'enable';
  return (
    <Space>
      {infoPath && can('get') && (
        <Link to={`${infoPath}?id=${user.id}&projectName=${encodeURIComponent(user.name)}`}>{t('listing.view')}</Link>
      )}
      {can('edit') && (
        <Button type="link" onClick={() => setEditing(true)} data-testid={`edit-${user.id}`}>
          {t('admin.users.edit')}
        </Button>
      )}
      {editing && (
        <UserEditModal
          userId={user.id}
          onClose={(saved) => {
            setEditing(false);
            if (saved) onChanged();
          }}
        />
      )}
      {can('edit') && user.isReview === 1 && (
        <Button type="link" danger onClick={() => setWithdrawing(true)} data-testid={`withdraw-${user.id}`}>
          {t('admin.audit.withdraw')}
        </Button>
      )}
      <RejectModal
        user={withdrawing ? user : null}
        kind="withdraw"
        onClose={(done) => {
          setWithdrawing(false);
          if (done) onChanged();
        }}
      />
      {can(action) && (
        <Button type="link" danger={user.isActive} onClick={() => void toggle()} data-testid={`${action}-${user.id}`}>
          {t(`admin.users.${action}`)}
        </Button>
      )}
    </Space>
  );
}
