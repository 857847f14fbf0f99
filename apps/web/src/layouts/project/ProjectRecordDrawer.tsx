import { useEffect, useState } from 'react';
import { Drawer, Empty, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { AUDIT_STATUSES, isAuditStatus, settledStatuses } from '@bidhall/domain/audit-templates';
import { useWorkChanged } from '../../badges/useWorkChanged';
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

  // Another user's action on the project (a sign-up, an audit, a review) comes as a push to this
  // user: an open record reads the history again, keeping what it shows until the answer.
  const pushed = useWorkChanged();

  useEffect(() => {
    if (open) setItems(null);
  }, [open, projectId]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    getProjectHistory(projectId)
      .then((page) => !cancelled && setItems(page?.items ?? []))
      .catch(() => !cancelled && setItems([]));
    return () => {
      cancelled = true;
    };
  }, [open, projectId, pushed]);

  // A request shows what became of it: a sign-up passed since reads as passed, not pending.
  const shown = settledStatuses(items ?? []);
  const body =
    items === null ? (
      <Spin />
    ) : items.length === 0 ? (
      <Empty description={t('project.recordEmpty')} />
    ) : (
      <Timeline
        items={items.map((item, i) => ({
          key: item.id,
          color: isAuditStatus(shown[i]) ? COLORS[shown[i]] : 'gray',
          content: (
            <>
              <Typography.Text strong>{item.comment}</Typography.Text>{' '}
              {isAuditStatus(shown[i]) && (
                <Tag data-testid={`record-status-${item.id}`}>{label(AUDIT_STATUSES[shown[i]].labels)}</Tag>
              )}
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
