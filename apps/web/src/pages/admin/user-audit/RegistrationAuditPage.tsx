import { useState } from 'react';
import { Button, Card, Form, Select, Space, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@bidhall/contracts/users';
import { ROLE_LABELS, ROLES, SELF_REGISTERING_ROLES, isRoleName } from '@bidhall/domain/roles';
import { REVIEW_STATES, REVIEW_STATE_CODES } from '@bidhall/domain/user-review';
import { canWithdrawApproval } from '@bidhall/domain/session-ending';
import { useSession } from '../../../auth/session-store';
import { refreshBadges } from '../../../badges/refresh-badges';
import { confirmDialog } from '../../../components/dialog';
import { usePaged } from '../../../components/paged/usePaged';
import { formatTime } from '../../../components/project/format-time';
import { useLang } from '../../../i18n/useLang';
import { usePermission } from '../../../permissions/usePermission';
import { RejectModal } from './RejectModal';
import { approveRegistration, fetchRegistrations, type AuditFilters } from './api';

const PENDING = 0;

/**
 * /UserAudit: registrations awaiting review (or reviewed), approve or reject with a reason; an
 * approved firm's approval withdrawn, once confirmed, with a reason (its users' sessions end).
 */
export default function RegistrationAuditPage() {
  const { t } = useTranslation();
  const { label } = useLang();
  const canDecide = usePermission()('edit');
  const isAdmin = useSession((s) => s.info?.selectedRole) === ROLES.admin;
  const list = usePaged(fetchRegistrations, { isReview: PENDING } as AuditFilters);
  const [rejecting, setRejecting] = useState<UserDto | null>(null);
  const [withdrawing, setWithdrawing] = useState<UserDto | null>(null);
  const confirmed = (title: string, content: string, ok: string) =>
    confirmDialog({ title, content, ok, cancel: 'common.cancel' });
  const withdraw = async (u: UserDto) => {
    if (await confirmed('admin.audit.withdraw', 'admin.audit.withdrawContent', 'admin.audit.withdraw'))
      setWithdrawing(u);
  };
  const closed = (done: boolean) => {
    setRejecting(null);
    setWithdrawing(null);
    if (done) {
      list.reload();
      refreshBadges();
    }
  };
  const approve = async (u: UserDto) => {
    if (!(await confirmed('admin.audit.approveTitle', 'admin.audit.approveContent', 'admin.audit.approve'))) return;
    await approveRegistration(u.id).then(
      () => {
        void message.success(t('admin.audit.approved'));
        list.reload();
        refreshBadges();
      },
      () => undefined,
    );
  };
  const roleText = (r: string) => (isRoleName(r) ? label(ROLE_LABELS[r]) : r);
  const columns: TableColumnsType<UserDto> = [
    { title: t('admin.users.userName'), dataIndex: 'userName', width: 140 },
    { title: t('admin.users.name'), dataIndex: 'name', width: 110 },
    {
      title: t('admin.users.company'),
      dataIndex: 'companyName',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    { title: t('admin.audit.role'), key: 'roles', width: 110, render: (_, u) => u.roleNames.map(roleText).join('、') },
    { title: t('admin.users.phone'), dataIndex: 'phoneNumber', width: 130, render: (v: string | null) => v ?? '-' },
    { title: t('admin.users.created'), key: 'created', width: 160, render: (_, u) => formatTime(u.creationTime) },
    {
      title: t('admin.users.reviewComment'),
      dataIndex: 'reviewComment',
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 140,
      render: (_, u) => {
        if (!canDecide) return null;
        if (canWithdrawApproval(u.isReview))
          return (
            <Button type="link" danger onClick={() => void withdraw(u)} data-testid={`withdraw-${u.id}`}>
              {t('admin.audit.withdraw')}
            </Button>
          );
        if (u.isReview !== PENDING) return null;
        return (
          <Space>
            <Button type="link" onClick={() => void approve(u)} data-testid={`approve-${u.id}`}>
              {t('admin.audit.approve')}
            </Button>
            <Button type="link" danger onClick={() => setRejecting(u)} data-testid={`reject-${u.id}`}>
              {t('admin.audit.reject')}
            </Button>
          </Space>
        );
      },
    },
  ];
  const [form] = Form.useForm<AuditFilters>();
  return (
    <Card>
      <Form
        form={form}
        layout="inline"
        initialValues={{ isReview: PENDING }}
        onValuesChange={(_, all: AuditFilters) => list.setFilters(all)}
        style={{ marginBottom: 16 }}
      >
        <Form.Item name="isReview" label={t('admin.audit.state')}>
          <Select
            style={{ width: 140 }}
            options={REVIEW_STATE_CODES.map((s) => ({ value: s, label: label(REVIEW_STATES[s].labels) }))}
          />
        </Form.Item>
        {isAdmin && (
          <Form.Item name="role" label={t('admin.audit.role')}>
            <Select
              allowClear
              style={{ width: 140 }}
              options={SELF_REGISTERING_ROLES.map((r) => ({ value: r, label: roleText(r) }))}
            />
          </Form.Item>
        )}
      </Form>
      <Table<UserDto>
        rowKey="id"
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        locale={{ emptyText: t('common.empty') }}
      />
      <RejectModal user={rejecting} onClose={closed} />
      <RejectModal user={withdrawing} kind="withdraw" onClose={closed} />
    </Card>
  );
}
