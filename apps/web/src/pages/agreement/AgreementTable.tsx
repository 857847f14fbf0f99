import { useEffect, useState } from 'react';
import { Empty, Select, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import { AGREEMENT_STATES, AGREEMENT_STATE_CODES } from '@bidhall/domain/agreement-states';
import { ROLES, isRoleName } from '@bidhall/domain/roles';
import { usePaged } from '../../components/paged/usePaged';
import { formatTime } from '../../components/project/format-time';
import { tableScrollFor } from '../../components/table-scroll';
import { fmt } from '../../i18n/format';
import { useLang } from '../../i18n/useLang';
import { useCurrentRoute } from '../../permissions/route-context';
import { AgreementActions } from './AgreementActions';
import { AgreementDetail } from './AgreementDetail';
import { AgreementFormModal } from './AgreementFormModal';
import { getAgreements, type AgreementFilters } from './api';

interface Props {
  projectId?: number;
  /** The status the list opens filtered by (a workplace's work waiting links to it). */
  status?: number;
  /** Bumped by the page after a contract is created, to reload the list. */
  version?: number;
}

/** Server-paged contracts of the caller's side, with a status filter, each one's text and attachments, and the role's edits and moves. */
export function AgreementTable({ projectId, status, version = 0 }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const role = useCurrentRoute()?.role;
  const list = usePaged(getAgreements, { projectId, status } as AgreementFilters);
  const [editing, setEditing] = useState<AgreementDto | null>(null);
  const { reload } = list;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  // Names keep room to be read (a firm's name broke into a line per four characters); within one
  // project's page every row names that project, so the column is left out there.
  const columns: TableColumnsType<AgreementDto> = [
    { title: t('agreement.field.title'), dataIndex: 'title', minWidth: 130, ellipsis: { showTitle: true } },
    ...(projectId === undefined
      ? [
          {
            title: t('agreement.project'),
            dataIndex: 'projectName',
            minWidth: 130,
            ellipsis: { showTitle: true },
          },
        ]
      : []),
    // The other party: a supplier reads whom it contracts with, the organisers whom they awarded.
    {
      title: t(role === ROLES.supplier ? 'agreement.purchaser' : 'agreement.supplier'),
      dataIndex: role === ROLES.supplier ? 'purchaserName' : 'supplierName',
      minWidth: 160,
      ellipsis: { showTitle: true },
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('agreement.field.amount'),
      dataIndex: 'amount',
      width: 140,
      align: 'right',
      render: (v: string | null) => fmt().money(v),
    },
    {
      title: t('agreement.status'),
      key: 'status',
      width: 120,
      render: (_, a) => label(AGREEMENT_STATES[a.status].labels),
    },
    { title: t('agreement.created'), key: 'created', width: 150, render: (_, a) => formatTime(a.creationTime) },
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 260,
      render: (_, a) => (
        <AgreementActions
          agreement={a}
          role={role && isRoleName(role) ? role : undefined}
          onMoved={list.reload}
          onEdit={setEditing}
        />
      ),
    },
  ];
  return (
    <>
      <Select<number>
        allowClear
        aria-label={t('agreement.status')}
        placeholder={t('agreement.status')}
        defaultValue={status}
        style={{ width: 180, marginBottom: 16 }}
        options={AGREEMENT_STATE_CODES.map((s) => ({ value: s, label: label(AGREEMENT_STATES[s].labels) }))}
        onChange={(status) => list.setFilters({ projectId, status })}
      />
      <Table<AgreementDto>
        rowKey="id"
        size="middle"
        data-testid="agreement-table"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={list.pagination}
        scroll={tableScrollFor(columns)}
        locale={{ emptyText: <Empty description={t('agreement.empty')} /> }}
        expandable={{ expandedRowRender: (a) => <AgreementDetail agreement={a} /> }}
      />
      <AgreementFormModal
        projectId={editing?.projectId ?? 0}
        amount={null}
        agreement={editing}
        open={editing !== null}
        onClose={(saved) => {
          setEditing(null);
          if (saved) reload();
        }}
      />
    </>
  );
}
