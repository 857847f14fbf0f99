import { useState } from 'react';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@bidhall/contracts/users';
import { UserAuditRejectInput } from '@bidhall/contracts/users';
import { ApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../forms/field-errors';
import { zodRule } from '../../../forms/zod-rule';
import { useLang } from '../../../i18n/useLang';
import { rejectRegistration } from './api';

/** Returns a registration with a reason, checked as UserAudit/Reject checks it. */
export function RejectModal({ user, onClose }: { user: UserDto | null; onClose: (done: boolean) => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    if (!user) return;
    setBusy(true);
    try {
      await rejectRegistration(user.id, reason.trim());
      void message.success(t('admin.audit.rejected'));
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, ['reason']);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={user !== null}
      title={t('admin.audit.rejectTitle', { name: user?.name ?? '' })}
      okText={t('admin.audit.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} preserve={false}>
        <Form.Item
          name="reason"
          label={t('admin.audit.reason')}
          rules={[zodRule(UserAuditRejectInput.shape.reason, lang)]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
