import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useReadAgainOnPush } from '../../../badges/useWorkChanged';
import { usePaged } from '../../../components/paged/usePaged';
import { ProjectFilters } from '../../../components/project/ProjectFilters';
import { useProjectColumns } from '../../../components/project/useProjectColumns';
import { tableScrollFor } from '../../../components/table-scroll';
import { fetchPublishedProjects } from './api';

/** /bid/index (supplier): the published projects of the platform, by state and keyword. */
export default function BidIndexPage() {
  const { t } = useTranslation();
  const list = usePaged(fetchPublishedProjects, {});
  // A change to one of the firm's projects (a sign-up audited, a window moved) reaches its users as a push.
  useReadAgainOnPush(list.reload);
  const columns = useProjectColumns();
  return (
    <Card>
      <ProjectFilters onSearch={list.setFilters} withState />
      <Table<SprojectDto>
        rowKey="id"
        scroll={tableScrollFor(columns)}
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        locale={{ emptyText: t('common.empty') }}
      />
    </Card>
  );
}
