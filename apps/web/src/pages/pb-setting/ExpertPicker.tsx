import { useState } from 'react';
import { App, Button, Empty, Form, Select, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ExpertDto } from '@bidhall/contracts/evaluation';
import { ApiError } from '../../api/client';
import { useLoad } from '../../components/useLoad';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { assignExperts, getExpertCandidates, type ExpertCandidate } from './api';
import { ExpertPanel } from './ExpertPanel';

interface Values {
  expertUserIds: number[];
}

/** Candidates plus anyone on the panel who is no longer one (deactivated), so the panel always shows by name. */
function optionsOf(candidates: readonly ExpertCandidate[], panel: readonly ExpertDto[], t: TFunction) {
  const extra = panel.filter((e) => !candidates.some((c) => c.userId === e.userId));
  return [...candidates, ...extra].map((e) => ({
    value: e.userId,
    label: t('common.parenthetical', { text: e.name, note: e.userName }),
    // The api keeps an expert who submitted on the panel; a disabled option's tag cannot be removed.
    disabled: panel.some((p) => p.userId === e.userId && p.submittedAt !== null),
  }));
}

/**
 * The agency's expert panel: the tenant's experts in a searchable multi-select, saved whole
 * (Evaluation/AssignExperts). Taking an expert off asks first: their saved points go with the seat.
 */
export function ExpertPicker({ projectId, experts }: { projectId: number; experts: readonly ExpertDto[] }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [panel, setPanel] = useState(experts);
  const [saving, setSaving] = useState(false);
  const { data: candidates, loading } = useLoad(getExpertCandidates);

  const send = async (expertUserIds: number[]) => {
    setSaving(true);
    try {
      const saved = await assignExperts({ projectId, expertUserIds });
      setPanel(saved);
      form.setFieldsValue({ expertUserIds: saved.map((e) => e.userId) });
      void message.success(t('pbSetting.experts.saved'));
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, ['expertUserIds']);
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    const leaving = panel.filter((e) => !values.expertUserIds.includes(e.userId));
    if (leaving.length === 0) return send(values.expertUserIds);
    modal.confirm({
      title: t('pbSetting.experts.removeTitle'),
      content: t('pbSetting.experts.removeContent', { names: leaving.map((e) => e.name).join('、') }),
      okText: t('pbSetting.experts.removeOk'),
      cancelText: t('common.cancel'),
      onOk: () => send(values.expertUserIds),
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ expertUserIds: experts.map((e) => e.userId) }}
        disabled={saving}
      >
        <Form.Item
          name="expertUserIds"
          label={t('pbSetting.experts.select')}
          rules={[{ type: 'array', required: true, message: t('pbSetting.experts.required') }]}
        >
          <Select<number[]>
            mode="multiple"
            style={{ maxWidth: 720 }}
            placeholder={t('pbSetting.experts.search')}
            showSearch={{ optionFilterProp: 'label' }}
            loading={loading}
            options={optionsOf(candidates ?? [], panel, t)}
            notFoundContent={
              loading ? (
                <Spin size="small" />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pbSetting.experts.noCandidates')} />
              )
            }
            data-testid="experts-select"
          />
        </Form.Item>
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="experts-save">
          {t('common.save')}
        </Button>
      </Form>
      <ExpertPanel experts={panel} />
    </Space>
  );
}
