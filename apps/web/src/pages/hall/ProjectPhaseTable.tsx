import { useEffect, useState, type ReactNode } from 'react';
import { Card, List, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagedResult } from '@bidhall/contracts/abp/paging';
import { inHallOrder } from '@bidhall/contracts/realtime/hall-order';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { useWorkChanged } from '../../badges/useWorkChanged';
import { Countdown } from '../../components/hall/Countdown';
import { usePhone } from '../../layouts/usePhone';
import { serverNow } from '../../realtime/clock-store';
import { useEdgesPassed } from '../../realtime/useEdgesPassed';
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
  const phone = usePhone();
  // A window moved by its operator (paused, resumed, its end moved) reaches the listed parties'
  // users as a push: the list reads its projects again, so no row says 竞价中 while paused.
  const pushed = useWorkChanged();
  // And as a listed window ends on the server's clock: a soft close may have moved its end.
  const ended = useEdgesPassed(items.map((p) => windowOfProject(p)?.uppriceToTime));

  useEffect(() => {
    let live = true;
    load()
      .then((page) => live && setItems(inHallOrder(page.items, serverNow(), windowOfProject, (p) => p.state)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [load, pushed, ended]);

  const phase = (p: T) => {
    const window = windowOfProject(p);
    return window ? <Countdown window={window} state={p.state} compact /> : '-';
  };
  const enter = (p: T) => <Link to={hallOf(p)}>{t('hall.list.enter')}</Link>;

  // On a phone a row is a card of its own: the countdown and the way in stay in view, with no
  // table to scroll sideways.
  if (phone)
    return (
      <Card title={title} extra={extra} data-testid={testId}>
        <List<T>
          loading={loading}
          dataSource={items}
          rowKey="id"
          locale={{ emptyText }}
          renderItem={(p) => (
            <List.Item actions={[enter(p)]} data-testid="hall-card">
              <Space orientation="vertical" size={2} style={{ minWidth: 0 }}>
                <Typography.Text strong>{p.projectName}</Typography.Text>
                <Typography.Text type="secondary">{p.projectNum}</Typography.Text>
                {phase(p)}
              </Space>
            </List.Item>
          )}
        />
      </Card>
    );
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
            render: (_, p) => phase(p),
          },
          ...moreColumns,
          { title: '', key: 'enter', width: 120, render: (_, p) => enter(p) },
        ]}
      />
    </Card>
  );
}
