import { DatePicker, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { StatsRange } from './api';

/** The date-range filter of a report: whole days, the end day included. */
export function RangeFilter({ onChange }: { onChange: (range: StatsRange) => void }) {
  const { t } = useTranslation();
  const change = (dates: [Dayjs | null, Dayjs | null] | null) =>
    onChange({
      fromTime: dates?.[0]?.startOf('day').toISOString(),
      toTime: dates?.[1]?.add(1, 'day').startOf('day').toISOString(),
    });
  return (
    <Space style={{ marginBottom: 16 }}>
      <Typography.Text>{t('dashboard.range')}</Typography.Text>
      <DatePicker.RangePicker onChange={change} data-testid="stats-range" />
    </Space>
  );
}
