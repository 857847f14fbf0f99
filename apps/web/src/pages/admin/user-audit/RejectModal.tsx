import { useState } from 'react';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '@bidhall/contracts/users';
import { UserAuditRejectInput } from '@bidhall/contracts/users';
import { ApiError } from '../../../api/client';
import { applyFieldErrors } from '../../../forms/field-errors';
import { zodRule } from '../../../forms/zod-rule';
import { useLang } from '../../../i18n/useLang';
import { rejectRegistration, withdrawApproval } from './api';

interface Props {
  user: UserDto | null;
  /** Return a pending registration, or withdraw an approved firm's approval (its sessions end). */
  kind?: 'reject' | 'withdraw';
  onClose: (done: boolean) => void;
}

/** Returns a registration with a reason, checked as UserAudit/Reject (and Withdraw) check it. */
export function RejectModal({ user, kind = 'reject', onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    if (!user) return;
    setBusy(true);
    try {
      await (kind === 'reject' ? rejectRegistration : withdrawApproval)(user.id, reason.trim());
      void message.success(t(kind === 'reject' ? 'admin.audit.rejected' : 'admin.audit.withdrawn'));
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
      title={t(`admin.audit.${kind}Title`, { name: user?.name ?? '' })}
      okText={t(`admin.audit.${kind}`)}
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
          label={t(kind === 'reject' ? 'admin.audit.reason' : 'admin.audit.withdrawReason')}
          rules={[zodRule(UserAuditRejectInput.shape.reason, lang)]}
        >
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
