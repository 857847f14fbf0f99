import { Card, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { fmt } from '../../../i18n/format';
import { useSession } from '../../../auth/session-store';
import { useReadAgainOnPush } from '../../../badges/useWorkChanged';
import { usePaged } from '../../../components/paged/usePaged';
import { ProjectFilters } from '../../../components/project/ProjectFilters';
import { useProjectColumns } from '../../../components/project/useProjectColumns';
import { tableScrollFor } from '../../../components/table-scroll';
import { fetchMyProjects } from './api';
import { ProjectLinks } from './ProjectLinks';

/** /myProject (supplier): the projects the firm takes part in, with the result where it won. */
export default function MyProjectPage() {
  const { t } = useTranslation();
  const companyId = useSession((s) => s.info?.company?.id);
  const list = usePaged(fetchMyProjects, {});
  // A sign-up audited, a window moved: what the firm's users are pushed reads the list again.
  useReadAgainOnPush(list.reload);
  const columns: TableColumnsType<SprojectDto> = [
    ...useProjectColumns().filter((c) => c.key !== 'applyToTime'),
    {
      title: t('supplier.myProject.winAmount'),
      key: 'win',
      width: 170,
      align: 'right',
      render: (_, p) =>
        p.winnerSupplierId !== null && p.winnerSupplierId === companyId ? (
          <>
            <Tag color="success">{t('supplier.myProject.winner')}</Tag>
            {p.winAmount === null ? '' : fmt().money(p.winAmount)}
          </>
        ) : (
          '-'
        ),
    },
    {
      title: t('listing.actions'),
      key: 'links',
      width: 220,
      render: (_, p) => (
        <ProjectLinks project={p} won={p.winnerSupplierId !== null && p.winnerSupplierId === companyId} />
      ),
    },
  ];
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
        locale={{ emptyText: t('supplier.myProject.empty') }}
      />
    </Card>
  );
}
