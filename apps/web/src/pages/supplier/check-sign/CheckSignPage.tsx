import { Button, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { PROJECT_MODES } from '@bidhall/domain/project-modes';
import { useReadAgainOnPush } from '../../../badges/useWorkChanged';
import { usePaged } from '../../../components/paged/usePaged';
import { ProjectFilters } from '../../../components/project/ProjectFilters';
import { useProjectColumns } from '../../../components/project/useProjectColumns';
import { tableScrollFor } from '../../../components/table-scroll';
import { usePermission } from '../../../permissions/usePermission';
import { fetchNotJoined } from './api';

/** /bid/checksign (tab 0): projects the firm can still sign up to, each opening its sign-up page or survey. */
export default function CheckSignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canSign = usePermission()('add');
  const canFill = usePermission('research')('add');
  const list = usePaged(fetchNotJoined, {});
  // A change to one of the firm's projects (a sign-up audited, a window moved) reaches its users as a push.
  useReadAgainOnPush(list.reload);
  // Research projects open the survey; the others the project's sign-up page in the hall.
  const open = (p: SprojectDto) =>
    navigate(
      `${p.mode === PROJECT_MODES.research ? '/bid/research-sign' : '/bid/project-sign'}?id=${p.id}&projectName=${encodeURIComponent(p.projectName)}`,
    );
  const columns = [
    ...useProjectColumns(),
    {
      title: t('listing.actions'),
      key: 'actions',
      fixed: 'right' as const,
      width: 120,
      render: (_: unknown, p: SprojectDto) =>
        (p.mode === PROJECT_MODES.research ? canFill : canSign) && (
          <Button type="link" onClick={() => open(p)} data-testid={`sign-${p.id}`}>
            {p.mode === PROJECT_MODES.research ? t('supplier.signUp.fillSurvey') : t('supplier.signUp.action')}
          </Button>
        ),
    },
  ];
  return (
    <Card>
      <ProjectFilters onSearch={list.setFilters} />
      <Table<SprojectDto>
        scroll={tableScrollFor(columns)}
        rowKey="id"
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        locale={{ emptyText: t('supplier.notJoined.empty') }}
      />
    </Card>
  );
}
