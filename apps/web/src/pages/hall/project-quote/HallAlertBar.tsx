import { Alert, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { HallAlert } from './hall-alert';

interface Props {
  alert: HallAlert | null;
  onClose: () => void;
  sound: boolean;
  onSound: (on: boolean) => void;
}

/** The outbid alert (useHallAlert), visible and never blocking the quote form, and the sound switch. */
export function HallAlertBar({ alert, onClose, sound, onSound }: Props) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {alert && (
        <Alert
          key={alert.seq}
          data-testid="hall-alert"
          data-kind={alert.kind}
          type="warning"
          showIcon
          banner
          title={t(`hall.alert.${alert.kind}`, { rank: alert.rank })}
          closable={{ onClose }}
        />
      )}
      <Space size={4}>
        <Switch
          size="small"
          checked={sound}
          onChange={onSound}
          aria-label={t('hall.alert.sound')}
          data-testid="alert-sound"
        />
        <Typography.Text type="secondary">{t('hall.alert.sound')}</Typography.Text>
      </Space>
    </Space>
  );
}
