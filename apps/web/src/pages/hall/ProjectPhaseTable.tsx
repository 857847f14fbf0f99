import { useEffect, useState, type ReactNode } from 'react';
import { Card, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { inHallOrder } from '@bidhall/contracts/realtime/hall-order';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { Countdown } from '../../components/hall/Countdown';
import { serverNow } from '../../realtime/clock-store';
import { windowOfProject } from './project-times';

interface Props<T extends SprojectDto> {
  title: string;
  emptyText: string;
  /** Answers the projects to list (one page of the caller's list). */
  load: () => Promise<PagedResult<T>>;
  /** Where a project's hall is. */
  hallOf: (p: T) => string;
  extra?: ReactNode;
  /** Columns of the caller's own, after the phase. */
  moreColumns?: TableColumnsType<T>;
  testId: string;
}

/**
 * A list of projects with their phase and a live countdown, each linking to its hall, the open
 * windows first (`inHallOrder`, on the server's clock when the list arrives: rows do not move
 * under the pointer as windows open and close).
 */
export function ProjectPhaseTable<T extends SprojectDto>({
  title,
  emptyText,
  load,
  hallOf,
  extra,
  moreColumns = [],
  testId,
}: Props<T>) {
  const { t } = useTranslation();
  const [items, setItems] = useState<T[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    load()
      .then((page) => live && setItems(inHallOrder(page.items, serverNow(), windowOfProject, (p) => p.state)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load]);

  return (
    <Card title={title} extra={extra} data-testid={testId}>
      <Table<T>
        rowKey="id"
        loading={loading}
        dataSource={items}
        locale={{ emptyText }}
        columns={[
          { title: t('hall.list.projectNum'), dataIndex: 'projectNum', width: 180 },
          { title: t('hall.list.projectName'), dataIndex: 'projectName' },
          {
            title: t('hall.list.phase'),
            key: 'phase',
            render: (_, p) => {
              const window = windowOfProject(p);
              return window ? <Countdown window={window} state={p.state} compact /> : '-';
            },
          },
          ...moreColumns,
          { title: '', key: 'enter', width: 120, render: (_, p) => <Link to={hallOf(p)}>{t('hall.list.enter')}</Link> },
        ]}
      />
    </Card>
  );
}
