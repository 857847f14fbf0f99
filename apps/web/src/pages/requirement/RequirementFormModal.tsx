import { Form, Input, Modal } from 'antd';
import { AmountInput } from '../../components/AmountInput';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RequirementInput } from '@bidhall/contracts/requirement';
import type { RequirementDto } from '@bidhall/contracts/requirement';
import { ApiError } from '../../api/client';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { AgencyPicker } from '../project-info/AgencyPicker';
import { saveRequirement } from './api';
import type { RequirementForm } from './api';

const FIELDS = ['name', 'budget', 'content', 'agencyCompanyId'];
const shape = RequirementInput.shape;

interface Props {
  /** The requirement to edit, `null` for a new one; closed when undefined. */
  editing: RequirementDto | null | undefined;
  onClose: (saved: boolean) => void;
}

/**
 * Raise or edit a requirement (while created): name, budget, content and the agency it goes to,
 * as the contract checks them. The api refuses to send a requirement that names no agency.
 */
export function RequirementFormModal({ editing, onClose }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<RequirementForm>();
  useEffect(() => {
    if (editing === undefined) return;
    form.setFieldsValue(
      editing
        ? {
            name: editing.name,
            budget: editing.budget ?? undefined,
            content: editing.content,
            agencyCompanyId: editing.agencyCompanyId,
          }
        : { name: '', budget: undefined, content: '', agencyCompanyId: null },
    );
  }, [editing, form]);

  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    try {
      await saveRequirement({
        ...values,
        id: editing?.id,
        budget: values.budget || null,
        agencyCompanyId: values.agencyCompanyId ?? null,
      });
      onClose(true);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    }
  };

  return (
    <Modal
      open={editing !== undefined}
      title={t(editing ? 'requirement.edit' : 'requirement.create')}
      onCancel={() => onClose(false)}
      onOk={save}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="name" label={t('requirement.field.name')} rules={[zodRule(shape.name, lang)]}>
          <Input />
        </Form.Item>
        <Form.Item name="budget" label={t('requirement.field.budget')} rules={[zodRule(shape.budget, lang)]}>
          <AmountInput suffix={t('workflow.yuan')} />
        </Form.Item>
        <Form.Item
          name="agencyCompanyId"
          label={t('requirement.field.agency')}
          rules={[zodRule(shape.agencyCompanyId, lang)]}
          extra={t('requirement.agencyHint')}
        >
          <AgencyPicker
            current={
              editing?.agencyCompanyId ? { id: editing.agencyCompanyId, name: String(editing.agencyCompanyId) } : null
            }
          />
        </Form.Item>
        <Form.Item name="content" label={t('requirement.field.content')} rules={[zodRule(shape.content, lang)]}>
          <Input.TextArea rows={5} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
