import { Badge } from 'antd';
import { useTranslation } from 'react-i18next';
import { useConnection } from '../../realtime/connection-store';

/** Connected, reconnecting or catching up: the tab socket as the user should know it. */
export function ConnectionIndicator({ projectId }: { projectId?: number }) {
  const { t } = useTranslation();
  const status = useConnection((s) => s.status);
  const catching = useConnection((s) => (projectId === undefined ? s.catchingUp.length > 0 : s.catchingUp.includes(projectId)));
  const [key, color] =
    status !== 'connected'
      ? ([status, status === 'connecting' ? 'processing' : 'error'] as const)
      : catching
        ? (['catchingUp', 'warning'] as const)
        : (['connected', 'success'] as const);
  return <Badge data-testid="connection" data-status={key} status={color} text={t(`hall.connection.${key}`)} />;
}
