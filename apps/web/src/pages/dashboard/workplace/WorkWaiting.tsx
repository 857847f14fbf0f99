import { useEffect, useState } from 'react';
import { Badge, Card, Col, Empty, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useWorkChanged } from '../../../badges/useWorkChanged';
import type { WorkList, WorkRow } from './work-lists';

const SHOWN = 5;

function WorkCard({ list, companyId, pushed }: { list: WorkList; companyId: number | undefined; pushed: number }) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<WorkRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    // Read again on each push, the rows shown meanwhile: a list that read again fine clears an earlier failure.
    list.load(companyId).then(
      (r) => {
        if (!live) return;
        setRows(r);
        setFailed(false);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [list, companyId, pushed]);
  const title = (
    <span>
      {t(`dashboard.todo.${list.title}`)}{' '}
      {rows && (
        <Badge
          count={rows.length}
          showZero
          color={rows.length > 0 ? undefined : 'gray'}
          data-testid={`todo-count-${list.key}`}
        />
      )}
    </span>
  );
  return (
    <Card size="small" title={title} extra={<Link to={list.more}>{t('dashboard.todo.more')}</Link>}>
      <div data-testid={`todo-${list.key}`}>
        {failed ? (
          <Empty description={t('dashboard.todo.failed')} />
        ) : rows === null ? (
          <Spin size="small" />
        ) : rows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.todo.none')} />
        ) : (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {rows.slice(0, SHOWN).map((r) => (
              <li key={r.id} data-testid="todo-row">
                <Link to={r.to}>{r.name}</Link>
              </li>
            ))}
            {rows.length > SHOWN && <li>{t('dashboard.todo.andMore', { count: rows.length - SHOWN })}</li>}
          </ul>
        )}
      </div>
    </Card>
  );
}

/** The work waiting for the role, one card per kind, each counting the rows of the list it shows. */
export function WorkWaiting({ lists, companyId }: { lists: readonly WorkList[]; companyId: number | undefined }) {
  // Something of the user's changed (the gateway's push): every card reads its list again.
  const pushed = useWorkChanged();
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 16 }} data-testid="work-waiting">
      {lists.map((list) => (
        <Col key={list.key} xs={24} md={12} xl={6}>
          <WorkCard list={list} companyId={companyId} pushed={pushed} />
        </Col>
      ))}
    </Row>
  );
}
