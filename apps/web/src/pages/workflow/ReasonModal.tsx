import { Form, Input, Modal } from 'antd';
import type { ZodType } from 'zod';
import { useTranslation } from 'react-i18next';
import { ReasonText } from '@bidhall/contracts/lifecycle-fields';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';

interface Props {
  open: boolean;
  title: string;
  onCancel: () => void;
  /** Called with the checked reason; the modal stays open while it runs. */
  onSubmit: (reason: string) => Promise<void>;
  schema?: ZodType;
}

/** A return (of a project, a result, a sign-up): the written reason is required. */
export function ReasonModal({ open, title, onCancel, onSubmit, schema = ReasonText }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<{ reason: string }>();
  const submit = async () => {
    const values = await validated(form);
    if (!values) return;
    await onSubmit(values.reason.trim());
    form.resetFields();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onCancel}
      onOk={submit}
      okText={t('workflow.action.confirmReturn')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('workflow.field.reason')} rules={[zodRule(schema, lang)]}>
          <Input.TextArea rows={4} data-testid="reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
