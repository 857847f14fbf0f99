import { useState } from 'react';
import { Badge, Button, Card, Modal, Select, Space, Table, message } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WebNoticeDto } from '@bidhall/contracts/announcement';
import { usePaged } from '../../../components/paged/usePaged';
import { formatTime } from '../../../components/project/format-time';
import { usePermission } from '../../../permissions/usePermission';
import { NoticeFormModal } from './NoticeFormModal';
import { deleteNotice, fetchNotices, setNoticeShown, type NoticeFilters } from './api';

/** /eWebNoticeList: the platform notices shown on the portal; write, show or hide, delete. */
export default function WebNoticeListPage() {
  const { t } = useTranslation();
  const can = usePermission();
  const list = usePaged(fetchNotices, {} as NoticeFilters);
  const [editing, setEditing] = useState<WebNoticeDto | 'new' | null>(null);
  const remove = async (n: WebNoticeDto) => {
    // The notice's own title goes into the question, so the texts are given translated.
    const ok = await new Promise<boolean>((resolve) =>
      Modal.confirm({
        title: t('admin.notice.deleteTitle'),
        content: t('admin.notice.deleteContent', { title: n.title }),
        okText: t('admin.notice.delete'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
      }),
    );
    if (!ok) return;
    await deleteNotice(n.id).then(
      () => {
        void message.success(t('admin.notice.deleted'));
        list.reload();
      },
      () => undefined,
    );
  };
  const toggle = (n: WebNoticeDto) => void setNoticeShown(n.id, !n.isEnabled).then(list.reload, () => undefined);
  const columns: TableColumnsType<WebNoticeDto> = [
    { title: t('admin.notice.title'), dataIndex: 'title', ellipsis: true },
    {
      title: t('admin.notice.enabled'),
      key: 'shown',
      width: 120,
      render: (_, n) => (
        <Badge
          status={n.isEnabled ? 'success' : 'default'}
          text={t(n.isEnabled ? 'admin.notice.shown' : 'admin.notice.hidden')}
        />
      ),
    },
    {
      title: t('admin.notice.updated'),
      key: 'updated',
      width: 160,
      render: (_, n) => formatTime(n.lastModificationTime),
    },
    {
      title: t('listing.actions'),
      key: 'actions',
      width: 220,
      render: (_, n) => (
        <Space>
          {can('edit') && (
            <Button type="link" onClick={() => setEditing(n)}>
              {t('admin.notice.edit')}
            </Button>
          )}
          {can(n.isEnabled ? 'disable' : 'enable') && (
            <Button type="link" onClick={() => toggle(n)}>
              {t(n.isEnabled ? 'admin.notice.hide' : 'admin.notice.show')}
            </Button>
          )}
          {can('delete') && (
            <Button type="link" danger onClick={() => void remove(n)} data-testid={`delete-${n.id}`}>
              {t('admin.notice.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      extra={
        can('add') && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="add-notice">
            {t('admin.notice.add')}
          </Button>
        )
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Select
          allowClear
          placeholder={t('admin.notice.enabled')}
          aria-label={t('admin.notice.enabled')}
          style={{ width: 160 }}
          options={[
            { value: 'true', label: t('admin.notice.shown') },
            { value: 'false', label: t('admin.notice.hidden') },
          ]}
          onChange={(isEnabled?: 'true' | 'false') => list.setFilters({ isEnabled })}
        />
      </Space>
      <Table<WebNoticeDto>
        rowKey="id"
        loading={list.loading}
        dataSource={list.items}
        columns={columns}
        pagination={list.pagination}
        locale={{ emptyText: t('common.empty') }}
      />
      <NoticeFormModal
        notice={editing}
        onClose={(saved) => {
          setEditing(null);
          if (saved) list.reload();
        }}
      />
    </Card>
  );
}
