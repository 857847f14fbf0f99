import { Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The monitor's "bidders online now" card: '-' until the gateway's first hall:presence. */
export function OnlineSuppliers({ online }: { online: number | null }) {
  const { t } = useTranslation();
  return (
    <Statistic
      title={t('hall.live.online')}
      value={online ?? '-'}
      valueRender={(v) => <span data-testid="stat-online">{v}</span>}
    />
  );
}
