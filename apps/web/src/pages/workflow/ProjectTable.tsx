import type { ReactNode } from 'react';
import { Card, Empty, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useReadAgainOnPush } from '../../badges/useWorkChanged';
import { usePaged } from '../../components/paged/usePaged';
import type { PageParams } from '../../components/paged/usePaged';
import { ProjectFilters } from '../../components/project/ProjectFilters';
import { useProjectColumns } from '../../components/project/useProjectColumns';
import { tableScrollFor } from '../../components/table-scroll';
import type { ProjectFilters as Filters } from './api';

interface Props {
  fetch: (q: PageParams & Filters) => Promise<PagedResult<SprojectDto>>;
  /** The states the list holds; with several (or none given), a state filter is offered. */
  states?: readonly number[];
  mode?: number;
  /** Only projects with a sign-up waiting (the sign-up badge's list). */
  pendingSignUps?: boolean;
  actions: (project: SprojectDto) => ReactNode;
  testId: string;
  /** What an empty list says (a text key): what it would hold and what to do next. */
  empty?: string;
}

/** A server-paged project list with a keyword search and, when useful, a state filter. */
export function ProjectTable({ fetch, states, mode, pendingSignUps, actions, testId, empty = 'common.empty' }: Props) {
  const { t } = useTranslation();
  const all = states?.join(',');
  const table = usePaged(fetch, { states: all, mode, pendingSignUps } as Filters);
  // Another user's action moves projects in or out of the list (the list a menu badge opens):
  // the push that tells this user reads the page again.
  useReadAgainOnPush(table.reload);
  const columns = [
    ...useProjectColumns(),
    {
      title: t('listing.actions'),
      key: 'actions',
      fixed: 'right' as const,
      width: 200,
      render: (_: unknown, p: SprojectDto) => <Space wrap>{actions(p)}</Space>,
    },
  ];
  return (
    <Card>
      <ProjectFilters
        withState={states === undefined || states.length > 1}
        onSearch={(v) =>
          table.setFilters({
            keyword: v.keyword,
            states: v.state !== undefined ? String(v.state) : all,
            mode,
            pendingSignUps,
          })
        }
      />
      <Table<SprojectDto>
        scroll={tableScrollFor(columns)}
        rowKey="id"
        size="middle"
        data-testid={testId}
        columns={columns}
        dataSource={table.items}
        loading={table.loading}
        pagination={table.pagination}
        locale={{ emptyText: <Empty description={t(empty)} /> }}
      />
    </Card>
  );
}
