import { useCallback } from 'react';
import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ProjectAuditDto } from '@bidhall/contracts/project-audit';
import { AUDIT_STATUSES, AUDIT_TEMPLATES, isAuditStatus } from '@bidhall/domain/audit-templates';
import { formatTime } from '../../components/project/format-time';
import { useLoad } from '../../components/useLoad';
import { useLang } from '../../i18n/useLang';
import { getProjectHistory } from '../../layouts/project/api';

// The history templates about the result (submitted, confirmed, returned, published), by the domain's keys.
const RESULT_TEMPLATES = new Set(
  Object.entries(AUDIT_TEMPLATES)
    .filter(([, entry]) => entry.key.startsWith('result'))
    .map(([code]) => Number(code)),
);
const STATUS_COLORS = { 0: 'processing', 1: 'success', 2: 'error' } as const;

/** Each submission, return (with its reason), confirmation and publication of the result, newest first. */
export function ResultHistory({ projectId }: { projectId: number }) {
  const { t } = useTranslation();
  const { label } = useLang();
  const { data, loading } = useLoad(useCallback(() => getProjectHistory(projectId), [projectId]));
  const items = (data?.items ?? []).filter((item) => item.typeValue !== null && RESULT_TEMPLATES.has(item.typeValue));
  return (
    <Card size="small" title={t('result.history.title')}>
      <Table<ProjectAuditDto>
        rowKey="id"
        size="small"
        pagination={false}
        loading={loading}
        data-testid="result-history"
        dataSource={items}
        locale={{ emptyText: t('result.history.empty') }}
        columns={[
          { title: t('result.history.time'), dataIndex: 'creationTime', width: 180, render: formatTime },
          { title: t('result.history.comment'), dataIndex: 'comment' },
          {
            title: t('result.history.status'),
            dataIndex: 'status',
            width: 100,
            render: (s: number) =>
              isAuditStatus(s) ? <Tag color={STATUS_COLORS[s]}>{label(AUDIT_STATUSES[s].labels)}</Tag> : null,
          },
          {
            title: t('result.history.by'),
            key: 'by',
            render: (_: unknown, r: ProjectAuditDto) => r.sponsorName ?? r.companyName ?? '-',
          },
        ]}
      />
    </Card>
  );
}
