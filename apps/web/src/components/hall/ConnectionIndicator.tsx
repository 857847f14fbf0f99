import { useEffect } from 'react';
import { Badge, Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConnection, type SocketStatus } from '../../realtime/connection-store';
import { retryTabSocket, tabSocket } from '../../realtime/socket';

const COLOR: Record<SocketStatus, 'processing' | 'error' | 'success' | 'warning'> = {
  connecting: 'processing',
  connected: 'success',
  reconnecting: 'error',
  signedOut: 'error',
  tooManySockets: 'warning',
};

/**
 * Connected, reconnecting or catching up: the tab socket as the user should know it. It opens
 * the tab socket itself: a page showing the connection (the supplier's hall list, whose role has
 * no badges to open it) would otherwise read "connecting" until something else connected.
 * Refused for too many open windows, it says so and offers to try again.
 */
export function ConnectionIndicator({ projectId }: { projectId?: number }) {
  const { t } = useTranslation();
  useEffect(() => void tabSocket(), []);
  const status = useConnection((s) => s.status);
  const catching = useConnection((s) =>
    projectId === undefined ? s.catchingUp.length > 0 : s.catchingUp.includes(projectId),
  );
  const [key, color] =
    status === 'connected' && catching ? (['catchingUp', 'warning'] as const) : ([status, COLOR[status]] as const);
  const badge = <Badge data-testid="connection" data-status={key} status={color} text={t(`hall.connection.${key}`)} />;
  if (status !== 'tooManySockets') return badge;
  return (
    <Space size="small">
      <Tooltip title={t('hall.connection.tooManySocketsText')}>{badge}</Tooltip>
      <Button size="small" onClick={retryTabSocket}>
        {t('hall.connection.retry')}
      </Button>
    </Space>
  );
}
