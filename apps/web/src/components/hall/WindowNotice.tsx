import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import type { WindowNotice as Notice } from '../../realtime/hall-view';

/** The last change of the window (soft close, pause, resume, a moved end), as a visible notice. */
export function WindowNotice({ notice, window }: { notice: Notice | null; window: ProjectWindow | null }) {
  const { t } = useTranslation();
  if (!notice || !window) return null;
  const text = t(`hall.notice.${notice.kind}`, { seconds: window.extendedSeconds, count: window.extensions });
  const reason = notice.reason ? t('hall.notice.reason', { reason: notice.reason }) : undefined;
  const type = notice.kind === 'paused' ? 'warning' : 'info';
  return (
    <Alert data-testid="window-notice" data-kind={notice.kind} type={type} showIcon title={text} description={reason} />
  );
}
