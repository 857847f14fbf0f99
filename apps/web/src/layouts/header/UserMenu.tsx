import { useEffect, useState } from 'react';
import { Dropdown, Space } from 'antd';
import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { USER_NAME_DELAY_MS } from '@bidhall/domain/ui';
import { logout } from '../../auth/logout-remote';
import { useSession } from '../../auth/session-store';
import { confirmDialog } from '../../components/dialog';
import { USER_CENTER_PATH } from '../../routes/common';

/** The name appears after a short delay, as the specification asks (section 2). */
function useDelayedName(): string | undefined {
  const name = useSession((s) => s.info?.name ?? s.info?.user?.name ?? undefined);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), USER_NAME_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return shown ? name : undefined;
}

/** Log out only after confirmation, then reload so no page keeps the old session's data. */
async function confirmLogout() {
  const ok = await confirmDialog({
    title: 'common.logout.title',
    content: 'common.logout.content',
    ok: 'common.logout.ok',
    cancel: 'common.logout.cancel',
  });
  if (!ok) return;
  await logout();
  window.location.reload();
}

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useDelayedName();
  const items = [
    { key: 'center', icon: <UserOutlined />, label: t('common.userMenu.userCenter') },
    { type: 'divider' as const },
    { key: 'logout', icon: <LogoutOutlined />, label: t('common.userMenu.logout') },
  ];
  return (
    <Dropdown
      menu={{
        items,
        onClick: ({ key }) => (key === 'center' ? navigate(USER_CENTER_PATH) : void confirmLogout()),
      }}
    >
      <Space data-testid="user-menu" style={{ cursor: 'pointer', padding: '0 8px' }}>
        <UserOutlined />
        <span data-testid="user-name">{name}</span>
      </Space>
    </Dropdown>
  );
}
