import { useId } from 'react';
import { Badge, Card, Form, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useReadAgainOnPush } from '../../../badges/useWorkChanged';
import { usePaged } from '../../../components/paged/usePaged';
import { formatTime } from '../../../components/project/format-time';
import { ProjectStateTag } from '../../workflow/StateTag';
import { windowOfProject } from '../../hall/project-times';
import { usePermission } from '../../../permissions/usePermission';
import { fetchMySignUps, type SignUp } from './api';
import { PUBLISHED_STATE, SIGN_UP_BADGE, SIGN_UP_STATUSES } from './signup-status';

const QUOTE_PATH = '/bid/project-quote';
const SIGN_PATH = '/bid/project-sign';

/** /bid/checksigned (tab 1): projects the firm signed up to, with the audit outcome. */
export default function CheckSignedPage() {
  const { t } = useTranslation();
  const statusId = useId();
  const canEdit = usePermission()('edit');
  const list = usePaged(fetchMySignUps, {} as { status?: number });
  // An audit of one of the firm's sign-ups reaches its users as a push: the list reads it again.
  useReadAgainOnPush(list.reload);
  const columns: TableColumnsType<SignUp> = [
    { title: t('listing.projectNum'), dataIndex: 'projectNum', width: 150 },
    { title: t('listing.projectName'), dataIndex: 'projectName', ellipsis: true },
    {
      title: t('listing.state'),
      key: 'state',
      width: 170,
      render: (_, s) => <ProjectStateTag state={s.projectState} window={windowOfProject(s)} />,
    },
    {
      title: t('supplier.joined.status'),
      key: 'status',
      width: 120,
      render: (_, s) => <Badge status={SIGN_UP_BADGE[s.status]} text={t(`supplier.joined.status${s.status}`)} />,
    },
    {
      title: t('supplier.joined.comment'),
      dataIndex: 'comment',
      ellipsis: true,
      render: (c: string | null) => c ?? '-',
    },
    {
      title: t('supplier.joined.submitTime'),
      key: 'submitTime',
      width: 160,
      render: (_, s) => formatTime(s.submitTime),
    },
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 130,
      render: (_, s) => {
        if (s.projectState !== PUBLISHED_STATE) return null;
        const query = `?id=${s.projectId}&projectName=${encodeURIComponent(s.projectName)}`;
        if (s.status === 2 && canEdit)
          return (
            <Link to={`${SIGN_PATH}${query}`} data-testid={`resubmit-${s.id}`}>
              {t('supplier.signUp.resubmit')}
            </Link>
          );
        if (s.status === 1) return <Link to={`${QUOTE_PATH}${query}`}>{t('supplier.joined.quote')}</Link>;
        return null;
      },
    },
  ];
  return (
    <Card>
      <Form layout="inline" style={{ marginBottom: 16 }}>
        <Space>
          <Form.Item label={t('supplier.joined.status')} htmlFor={statusId}>
            <Select
              id={statusId}
              allowClear
              style={{ width: 160 }}
              data-testid="status-filter"
              options={SIGN_UP_STATUSES.map((s) => ({ value: s, label: t(`supplier.joined.status${s}`) }))}
              onChange={(status?: number) => list.setFilters({ status })}
            />
          </Form.Item>
        </Space>
      </Form>
      <Table<SignUp>
        rowKey="id"
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        locale={{ emptyText: t('supplier.joined.empty') }}
      />
    </Card>
  );
}
