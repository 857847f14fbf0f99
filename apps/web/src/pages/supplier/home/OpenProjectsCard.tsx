import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { formatTime } from '../../../components/project/format-time';
import { useLoad } from '../../../components/useLoad';
import { fetchNotJoined } from '../check-sign/api';

const SHOWN = 5;
const fetchNewest = () => fetchNotJoined({ SkipCount: 0, MaxResultCount: SHOWN });

/** The newest projects the firm can still sign up to, linking to the full list. */
export function OpenProjectsCard() {
  const { t } = useTranslation();
  const { data, loading } = useLoad(fetchNewest);
  return (
    <Card title={t('supplier.home.openList')} extra={<Link to="/bid/checksign">{t('supplier.home.more')}</Link>}>
      <Table<SprojectDto>
        rowKey="id"
        size="small"
        loading={loading}
        pagination={false}
        dataSource={data?.items ?? []}
        columns={[
          { title: t('listing.projectName'), dataIndex: 'projectName', ellipsis: true },
          {
            title: t('listing.applyToTime'),
            key: 'applyToTime',
            width: 160,
            render: (_, p) => formatTime(p.applyToTime),
          },
        ]}
      />
    </Card>
  );
}
