import { useEffect, useId } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { Form, Input, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ValidationErrorInfo } from '@bidhall/contracts/abp/envelope';
import { AgreementCreateInput } from '@bidhall/contracts/agreement';
import type { AgreementDto } from '@bidhall/contracts/agreement';
import type { FileDto } from '@bidhall/contracts/file';
import { ApiError } from '../../api/client';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { AgreementAttachments } from './AgreementAttachments';
import { createAgreement, updateAgreement } from './api';

const FIELDS = ['title', 'contractNum', 'amount', 'content', 'attachments'];
const shape = AgreementCreateInput.shape;

interface Values {
  title: string;
  contractNum?: string | null;
  amount: string;
  content?: string;
  attachments?: FileDto[];
}

interface Props {
  projectId: number;
  open: boolean;
  /** The project's winning amount, offered as a new contract's. */
  amount: string | null;
  /** The draft being edited; a new contract when left out. */
  agreement?: AgreementDto | null;
  onClose: (saved: boolean) => void;
}

const valuesOf = (a: AgreementDto): Values => ({
  title: a.title,
  contractNum: a.contractNum,
  amount: a.amount,
  content: a.content,
  attachments: a.attachments,
});

// The api names the attachment list by its ids; the form keeps the files themselves.
const onForm = (errors: readonly ValidationErrorInfo[]) =>
  errors.map((e) => ({ ...e, members: e.members.map((m) => (m === 'attachmentIds' ? 'attachments' : m)) }));

/** A contract for the winner, new or a draft being edited, checked field by field as the contract schema says. */
export function AgreementFormModal({ projectId, open, amount, agreement, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<Values>();
  // Rendered before it opens, and twice on a page (to create and to edit): a form name of its own
  // keeps its fields' element ids apart from the other's.
  const formName = `agreement${useId().replace(/[^A-Za-z0-9]/g, '')}`;
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      agreement ? valuesOf(agreement) : { amount: amount ?? undefined, content: '', attachments: [] },
    );
  }, [open, agreement, amount, form]);

  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    const fields = {
      title: values.title,
      contractNum: values.contractNum || null,
      amount: values.amount,
      content: values.content ?? '',
      attachmentIds: (values.attachments ?? []).map((f) => f.id),
    };
    try {
      await (agreement ? updateAgreement({ id: agreement.id, ...fields }) : createAgreement({ projectId, ...fields }));
      void message.success(t(agreement ? 'agreement.updated' : 'agreement.saved'));
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, onForm(error.validationErrors), FIELDS);
    }
  };
  return (
    <Modal
      open={open}
      title={t(agreement ? 'agreement.editTitle' : 'agreement.create')}
      onCancel={() => onClose(false)}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      width={820}
      forceRender
    >
      <Form form={form} name={formName} layout="vertical">
        <Form.Item name="title" label={t('agreement.field.title')} rules={[zodRule(shape.title, lang)]}>
          <Input data-testid="agreement-title" />
        </Form.Item>
        <Form.Item
          name="contractNum"
          label={t('agreement.field.contractNum')}
          rules={[zodRule(shape.contractNum, lang)]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="amount" label={t('agreement.field.amount')} rules={[zodRule(shape.amount, lang)]}>
          <AmountInput data-testid="agreement-amount" suffix={t('workflow.yuan')} />
        </Form.Item>
        <Form.Item name="content" label={t('agreement.field.content')} rules={[zodRule(shape.content, lang)]}>
          <RichTextEditor
            aria-label={t('agreement.field.content')}
            placeholder={t('agreement.contentPlaceholder')}
            data-testid="agreement-content"
          />
        </Form.Item>
        <Form.Item name="attachments" label={t('agreement.attachments')}>
          <AgreementAttachments projectId={agreement?.projectId ?? projectId} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
