import type { ReactNode } from 'react';
import { Badge, Empty, Select, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EApplyDto } from '@bidhall/contracts/eapply';
import { useReadAgainOnPush } from '../../badges/useWorkChanged';
import { usePaged } from '../../components/paged/usePaged';
import { formatTime } from '../../components/project/format-time';
import { getSignUps } from './api';
import type { SignUpFilters } from './api';

const STATUS_BADGE = { 0: 'processing', 1: 'success', 2: 'error' } as const;

interface Props {
  projectId: number;
  actions?: (e: EApplyDto, reload: () => void) => ReactNode;
}

/** A project's sign-ups, server-paged, filtered by audit status. */
export function SignUpTable({ projectId, actions }: Props) {
  const { t } = useTranslation();
  const table = usePaged(getSignUps, { projectId } as SignUpFilters);
  // A supplier's sign-up (or another user's audit) comes as the counts pushed to the project's
  // agency and purchaser: the list is read again, on the page it shows.
  useReadAgainOnPush(table.reload);
  const status = (s: number) => (
    <Badge status={STATUS_BADGE[s as 0 | 1 | 2] ?? 'default'} text={t(`signAudit.status.${s}`)} />
  );
  return (
    <>
      <Select
        allowClear
        placeholder={t('workflow.filterState')}
        aria-label={t('workflow.filterState')}
        style={{ width: 200, marginBottom: 16 }}
        onChange={(s?: number) => table.setFilters({ projectId, status: s })}
        options={[0, 1, 2].map((s) => ({ value: s, label: t(`signAudit.status.${s}`) }))}
      />
      <Table<EApplyDto>
        rowKey="id"
        size="middle"
        data-testid="sign-up-table"
        dataSource={table.items}
        loading={table.loading}
        pagination={table.pagination}
        locale={{ emptyText: <Empty description={t('signAudit.none')} /> }}
        columns={[
          { title: t('signAudit.supplier'), dataIndex: 'companyName' },
          { title: t('projectInfo.field.linkman'), dataIndex: 'linkman', render: (v: string | null) => v ?? '-' },
          { title: t('projectInfo.field.linkPhone'), dataIndex: 'linkPhone', render: (v: string | null) => v ?? '-' },
          { title: t('signAudit.submitTime'), dataIndex: 'submitTime', render: formatTime },
          { title: t('hall.sign.status'), dataIndex: 'status', render: status },
          { title: t('signAudit.comment'), dataIndex: 'comment', render: (v: string | null) => v ?? '-' },
          ...(actions
            ? [
                {
                  title: t('listing.actions'),
                  key: 'actions',
                  render: (_: unknown, e: EApplyDto) => actions(e, table.reload),
                },
              ]
            : []),
        ]}
      />
    </>
  );
}
