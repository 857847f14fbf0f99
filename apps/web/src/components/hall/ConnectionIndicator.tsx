import { useEffect } from 'react';
import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../realtime/connection-store';
import { tabSocket } from '../../realtime/socket';

/**
 * Connected, reconnecting or catching up: the tab socket as the user should know it. It opens
 * the tab socket itself: a page showing the connection (the supplier's hall list, whose role has
 * no badges to open it) would otherwise read "connecting" until something else connected.
 */
export function ConnectionIndicator({ projectId }: { projectId?: number }) {
  const { t } = useTranslation();
  useEffect(() => void tabSocket(), []);
  const status = useConnection((s) => s.status);
  const catching = useConnection((s) =>
    projectId === undefined ? s.catchingUp.length > 0 : s.catchingUp.includes(projectId),
  );
  const [key, color] =
    status !== 'connected'
      ? ([status, status === 'connecting' ? 'processing' : 'error'] as const)
      : catching
        ? (['catchingUp', 'warning'] as const)
        : (['connected', 'success'] as const);
  return <Badge data-testid="connection" data-status={key} status={color} text={t(`hall.connection.${key}`)} />;
}
