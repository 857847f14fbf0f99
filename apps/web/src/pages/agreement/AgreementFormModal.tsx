import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { AgreementCreateInput } from '@bidhall/contracts/agreement';
import { ApiError } from '../../api/client';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { createAgreement } from './api';

const FIELDS = ['title', 'contractNum', 'amount', 'content'];
const shape = AgreementCreateInput.shape;

interface Values {
  title: string;
  contractNum?: string;
  amount: string;
  content?: string;
}

interface Props {
  projectId: number;
  open: boolean;
  /** The project's winning amount, offered as the contract's. */
  amount: string | null;
  onClose: (created: boolean) => void;
}

/** A contract for the winner, checked field by field as the contract schema says. */
export function AgreementFormModal({ projectId, open, amount, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<Values>();
  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    try {
      await createAgreement({ projectId, title: values.title, contractNum: values.contractNum || null, amount: values.amount, content: values.content ?? '', attachmentIds: [] });
      void message.success(t('agreement.saved'));
      form.resetFields();
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    }
  };
  return (
    <Modal open={open} title={t('agreement.create')} onCancel={() => onClose(false)} onOk={save} okText={t('common.save')} cancelText={t('common.cancel')} forceRender>
      <Form form={form} layout="vertical" initialValues={{ amount: amount ?? undefined }}>
        <Form.Item name="title" label={t('agreement.field.title')} rules={[zodRule(shape.title, lang)]}>
          <Input data-testid="agreement-title" />
        </Form.Item>
        <Form.Item name="contractNum" label={t('agreement.field.contractNum')} rules={[zodRule(shape.contractNum, lang)]}>
          <Input />
        </Form.Item>
        <Form.Item name="amount" label={t('agreement.field.amount')} rules={[zodRule(shape.amount, lang)]}>
          <Input data-testid="agreement-amount" suffix={t('workflow.yuan')} />
        </Form.Item>
        <Form.Item name="content" label={t('agreement.field.content')} rules={[zodRule(shape.content, lang)]}>
          <Input.TextArea rows={6} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
