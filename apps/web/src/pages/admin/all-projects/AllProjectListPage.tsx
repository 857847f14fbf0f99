import { Button, Card, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useReadAgainOnPush } from '../../../badges/useWorkChanged';
import { usePaged } from '../../../components/paged/usePaged';
import { ProjectFilters } from '../../../components/project/ProjectFilters';
import { formatTime } from '../../../components/project/format-time';
import { useProjectColumns } from '../../../components/project/useProjectColumns';
import { downloadCsv } from '../../../components/statistics/csv';
import { useLang } from '../../../i18n/useLang';
import { Access } from '../../../permissions/Access';
import { serverNow } from '../../../realtime/clock-store';
import { windowOfProject } from '../../hall/project-times';
import { projectStateShown } from '../../workflow/project-state-shown';
import { fetchAllProjects } from './api';

/** /PortalIndex/allProjectList: every project of the platform, by keyword and state. */
export default function AllProjectListPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const list = usePaged(fetchAllProjects, {});
  // A change to a project (published, moved, closed) reaches the administrators as a push.
  useReadAgainOnPush(list.reload);
  const base = useProjectColumns();
  const columns: TableColumnsType<SprojectDto> = [
    ...base.slice(0, 2),
    { title: t('listing.purchaser'), dataIndex: 'purchaserCompanyName', width: 160, ellipsis: true },
    {
      title: t('listing.agency'),
      dataIndex: 'agencyCompanyName',
      width: 160,
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    ...base.slice(2),
  ];
  const exportPage = () => {
    // The state as the list's tag shows it now: a published project's window phase, else its stored state.
    const now = serverNow();
    downloadCsv(
      'projects.csv',
      [
        t('listing.projectNum'),
        t('listing.projectName'),
        t('listing.purchaser'),
        t('listing.agency'),
        t('listing.state'),
        t('listing.budget'),
        t('listing.applyToTime'),
      ],
      list.items.map((p) => [
        p.projectNum,
        p.projectName,
        p.purchaserCompanyName ?? '',
        p.agencyCompanyName ?? '',
        projectStateShown(p.state, windowOfProject(p), now, t, lang).text,
        p.budget ?? '',
        formatTime(p.applyToTime),
      ]),
    );
  };
  return (
    <Card
      extra={
        <Access action="export">
          <Button onClick={exportPage} disabled={list.items.length === 0}>
            {t('listing.exportCsv')}
          </Button>
        </Access>
      }
    >
      <ProjectFilters onSearch={list.setFilters} withState />
      <Table<SprojectDto>
        rowKey="id"
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        scroll={{ x: 1300 }}
        locale={{ emptyText: t('common.empty') }}
      />
    </Card>
  );
}
