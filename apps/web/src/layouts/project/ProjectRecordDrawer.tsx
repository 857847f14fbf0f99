import { useEffect, useState } from 'react';
import { Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUSES, isAuditStatus } from '@bidhall/domain/audit-templates';
import { formatTime } from '../../components/hall/format';
import { useLang } from '../../i18n/useLang';
import { getProjectHistory } from './api';
import type { ProjectAuditDto } from '@bidhall/contracts/project-audit';

const COLORS = { 0: 'blue', 1: 'green', 2: 'red' } as const;

/** The "project record" drawer: the project's history timeline, newest first. */
export function ProjectRecordDrawer({
  projectId,
  open,
  onClose,
}: {
  projectId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { label } = useLang();
  const [items, setItems] = useState<ProjectAuditDto[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setItems(null);
    getProjectHistory(projectId)
      .then((page) => !cancelled && setItems(page?.items ?? []))
      .catch(() => !cancelled && setItems([]));
    return () => {
      cancelled = true;
    };
  }, [open, projectId]);

  const body =
    items === null ? (
      <Spin />
    ) : items.length === 0 ? (
      <Empty description={t('project.recordEmpty')} />
    ) : (
      <Timeline
        items={items.map((item) => ({
          key: item.id,
          color: isAuditStatus(item.status) ? COLORS[item.status] : 'gray',
          content: (
            <>
              <Typography.Text strong>{item.comment}</Typography.Text>{' '}
              {isAuditStatus(item.status) && <Tag>{label(AUDIT_STATUSES[item.status].labels)}</Tag>}
              <div>
                {t('project.sponsor')}: {item.sponsorName ?? item.companyName ?? '—'}
              </div>
              <Typography.Text type="secondary">{formatTime(Date.parse(item.creationTime))}</Typography.Text>
            </>
          ),
        }))}
      />
    );

  return (
    <Drawer title={t('project.record')} open={open} onClose={onClose} size={420} data-testid="record-drawer">
      {body}
    </Drawer>
  );
}
