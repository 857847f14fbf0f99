import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Empty, Select, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { REQUIREMENT_STATE_CODES, requirementStateLabel } from '@bidhall/domain/requirement-states';
import { useLang } from '../../i18n/useLang';
import { usePaged } from '../../components/paged/usePaged';
import { formatTime } from '../../components/project/format-time';
import { formatMoney } from '../workflow/format';
import { RequirementStateTag } from '../workflow/StateTag';
import { getRequirements } from './api';
import type { RequirementFilters } from './api';

interface Props {
  actions: (r: RequirementDto) => ReactNode;
  /** Bumped by the page after a change, to reload the current page. */
  version: number;
  toolbar?: ReactNode;
  /** The states listed until a state is picked (the agency's waiting ones: its badge's list). */
  states?: readonly number[];
}

/** Requirements the caller may see, server-paged, filtered by state. */
export function RequirementTable({ actions, version, toolbar, states }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const waiting = states?.join(',');
  const table = usePaged(getRequirements, { states: waiting } as RequirementFilters);
  const { reload } = table;
  useEffect(() => {
    if (version > 0) reload();
  }, [version, reload]);
  return (
    <>
      <Space style={{ marginBottom: 16 }} wrap>
        {toolbar}
        <Select
          allowClear
          placeholder={t('workflow.filterState')}
          aria-label={t('workflow.filterState')}
          style={{ width: 200 }}
          value={table.filters.state}
          onChange={(state?: number) =>
            table.setFilters(state === undefined ? { states: waiting } : { state, states: undefined })
          }
          options={REQUIREMENT_STATE_CODES.map((s) => ({ value: s, label: requirementStateLabel(s, lang) }))}
          data-testid="requirement-state-filter"
        />
      </Space>
      <Table<RequirementDto>
        rowKey="id"
        size="middle"
        data-testid="requirement-table"
        dataSource={table.items}
        loading={table.loading}
        pagination={table.pagination}
        locale={{ emptyText: <Empty description={t('common.empty')} /> }}
        columns={[
          {
            title: t('requirement.field.name'),
            dataIndex: 'name',
            render: (name: string, r: RequirementDto) => <Link to={`/ReqInfo?id=${r.id}`}>{name}</Link>,
          },
          { title: t('requirement.field.purchaser'), dataIndex: 'purchaserCompanyName', width: 180 },
          {
            title: t('requirement.field.budget'),
            dataIndex: 'budget',
            width: 140,
            align: 'right',
            render: formatMoney,
          },
          {
            title: t('listing.state'),
            dataIndex: 'state',
            width: 150,
            render: (s: number) => <RequirementStateTag state={s} />,
          },
          {
            title: t('requirement.field.returnReason'),
            dataIndex: 'returnReason',
            render: (r: string | null) => r ?? '—',
          },
          { title: t('workflow.creationTime'), dataIndex: 'creationTime', width: 150, render: formatTime },
          {
            title: t('listing.actions'),
            key: 'actions',
            width: 220,
            render: (_: unknown, r: RequirementDto) => <Space wrap>{actions(r)}</Space>,
          },
        ]}
      />
    </>
  );
}
