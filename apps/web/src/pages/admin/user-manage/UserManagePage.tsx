import { Badge, Button, Card, Form, Input, Select, Space, Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@bidhall/contracts/users';
import type { RoleName } from '@bidhall/domain/roles';
import { REVIEW_STATES, isReviewState } from '@bidhall/domain/user-review';
import { usePaged } from '../../../components/paged/usePaged';
import { formatTime } from '../../../components/project/format-time';
import { tableScrollFor } from '../../../components/table-scroll';
import { useLang } from '../../../i18n/useLang';
import { UserActions } from './UserActions';
import { fetchUsers, type UserFilters } from './api';

interface Props {
  role: RoleName;
  /** The hidden detail page of this kind of user. */
  infoPath: string;
}

/** Users of one role (suppliers in /gysManage, purchasers in /cgrManage): search, enable, disable. */
export function UserManagePage({ role, infoPath }: Props) {
  const { t } = useTranslation();
  const { label } = useLang();
  const list = usePaged(fetchUsers, { role } as UserFilters);
  const [form] = Form.useForm<Omit<UserFilters, 'role'>>();
  const columns: TableColumnsType<UserDto> = [
    { title: t('admin.users.userName'), dataIndex: 'userName', width: 140 },
    { title: t('admin.users.name'), dataIndex: 'name', width: 120 },
    {
      title: t('admin.users.company'),
      dataIndex: 'companyName',
      minWidth: 160,
      ellipsis: true,
      render: (v: string | null) => v ?? '-',
    },
    { title: t('admin.users.phone'), dataIndex: 'phoneNumber', width: 130, render: (v: string | null) => v ?? '-' },
    {
      title: t('admin.users.review'),
      key: 'review',
      width: 110,
      render: (_, u) => (isReviewState(u.isReview) ? label(REVIEW_STATES[u.isReview].labels) : u.isReview),
    },
    {
      title: t('admin.users.active'),
      key: 'active',
      width: 100,
      render: (_, u) => (
        <Badge
          status={u.isActive ? 'success' : 'default'}
          text={t(u.isActive ? 'admin.users.on' : 'admin.users.off')}
        />
      ),
    },
    // Shown on a wide window only: with four actions a row, a 1,366 px window has no room for it.
    {
      title: t('admin.users.created'),
      key: 'created',
      width: 160,
      responsive: ['xxl'],
      render: (_, u) => formatTime(u.creationTime),
    },
    {
      title: t('listing.actions'),
      key: 'actions',
      // Up to four actions (view, edit, withdraw, enable or disable) on one line: 262 px in zh-CN.
      width: 270,
      fixed: 'right',
      render: (_, u) => <UserActions user={u} infoPath={infoPath} onChanged={list.reload} />,
    },
  ];
  const search = (v: Omit<UserFilters, 'role'>) =>
    list.setFilters({ role, keyword: v.keyword?.trim() || undefined, isActive: v.isActive });
  return (
    <Card>
      <Form form={form} layout="inline" onFinish={search} style={{ marginBottom: 16 }}>
        <Form.Item name="keyword" label={t('listing.keyword')}>
          <Input allowClear placeholder={t('admin.users.keywordHint')} style={{ width: 220 }} />
        </Form.Item>
        <Form.Item name="isActive" label={t('admin.users.active')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 'true', label: t('admin.users.on') },
              { value: 'false', label: t('admin.users.off') },
            ]}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('listing.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              list.setFilters({ role });
            }}
          >
            {t('listing.reset')}
          </Button>
        </Space>
      </Form>
      <Table<UserDto>
        rowKey="id"
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        scroll={tableScrollFor(columns)}
        pagination={list.pagination}
        locale={{ emptyText: t('common.empty') }}
      />
    </Card>
  );
}
