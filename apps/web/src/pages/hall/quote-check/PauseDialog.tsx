import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The pause of a live window, asked with its reason as a moved end is: every bidder is told
 * why quoting stopped. The dialog is the confirmation; `onPause` answers once the api did.
 */
export function PauseDialog({
  open,
  onPause,
  onClose,
}: {
  open: boolean;
  onPause: (reason: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  async function submit() {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    // A refusal was shown already by the client's error handling; the dialog stays open.
    await onPause(values.reason.trim()).then(onClose, () => undefined);
  }
  return (
    <Modal
      open={open}
      title={t('hall.operator.pause')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('hall.operator.ok')}
      cancelText={t('hall.form.cancel')}
      okButtonProps={{ danger: true }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('hall.operator.pauseConfirm')}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('hall.operator.pauseReason')}
          rules={[{ required: true, whitespace: true, message: t('hall.operator.pauseReasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
