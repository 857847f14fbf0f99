import { useEffect, useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { App, Button, Form, Input } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SprojectInput } from '@bidhall/contracts/sproject';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { ApiError } from '../../api/client';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { saveProject } from '../project-info/api';
import { ContactFields } from '../project-info/ContactFields';
import { DateTimeInput } from '../../components/DateTimeInput';

const shape = SprojectInput.shape;
const FIELDS = ['projectName', 'budget', 'content', 'linkman', 'linkPhone', 'applyToTime'];

interface Values {
  projectName: string;
  budget?: string;
  content?: string;
  linkman?: string;
  linkPhone?: string;
  applyToTime?: Dayjs | null;
}

/**
 * A research project's details while the agency drafts it. A research project has no quote
 * window and no winning method to pick; its mode is sent each time because the api's
 * default mode is 0, which would turn it into a normal project.
 */
export function ResearchProjectForm({ project, onSaved }: { project: SprojectDto; onSaved: () => void }) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    const p = project;
    form.setFieldsValue({
      projectName: p.projectName,
      budget: p.budget ?? undefined,
      content: p.content,
      linkman: p.linkman ?? undefined,
      linkPhone: p.linkPhone ?? undefined,
      applyToTime: p.applyToTime ? dayjs(p.applyToTime) : null,
    });
  }, [project, form]);

  const save = async () => {
    const v = await validated(form);
    if (!v) return;
    setSaving(true);
    try {
      await saveProject({
        id: project.id,
        projectName: v.projectName,
        projectNum: project.projectNum,
        mode: 1,
        winbidRule: project.winbidRule,
        budget: v.budget || null,
        content: v.content ?? '',
        linkman: v.linkman || null,
        linkPhone: v.linkPhone || null,
        applyToTime: v.applyToTime ? v.applyToTime.toISOString() : null,
      });
      void message.success(t('projectInfo.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" style={{ maxWidth: 720 }} data-testid="research-project-form">
      <Form.Item
        name="projectName"
        label={t('projectInfo.field.projectName')}
        rules={[zodRule(shape.projectName, lang)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="budget" label={t('projectInfo.field.budget')} rules={[zodRule(shape.budget, lang)]}>
        <AmountInput suffix={t('workflow.yuan')} />
      </Form.Item>
      <ContactFields />
      <Form.Item
        name="applyToTime"
        label={t('research.details.applyToTime')}
        extra={t('research.details.applyToTimeHint')}
        rules={[{ required: true, message: t('projectInfo.timeRequired') }]}
      >
        <DateTimeInput style={{ width: 240 }} />
      </Form.Item>
      <Form.Item name="content" label={t('projectInfo.field.content')} rules={[zodRule(shape.content, lang)]}>
        <Input.TextArea rows={5} />
      </Form.Item>
      <Button type="primary" loading={saving} onClick={() => void save()} data-testid="research-project-save">
        {t('common.save')}
      </Button>
    </Form>
  );
}
