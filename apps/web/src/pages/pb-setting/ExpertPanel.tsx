import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ExpertDto } from '@bidhall/contracts/evaluation';
import { formatTime } from '../../components/project/format-time';

/** The experts assigned to score the project, and whether each has submitted. */
export function ExpertPanel({ experts }: { experts: readonly ExpertDto[] }) {
  const { t } = useTranslation();
  return (
    <Table<ExpertDto>
      rowKey="userId"
      size="small"
      pagination={false}
      data-testid="expert-panel"
      dataSource={[...experts]}
      locale={{ emptyText: t('pbSetting.experts.none') }}
      columns={[
        { title: t('pbSetting.experts.name'), dataIndex: 'name' },
        { title: t('pbSetting.experts.userName'), dataIndex: 'userName' },
        {
          title: t('pbSetting.experts.submitted'),
          dataIndex: 'submittedAt',
          render: (at: string | null) => (at ? formatTime(at) : <Tag>{t('pbSetting.experts.pending')}</Tag>),
        },
      ]}
    />
  );
}
