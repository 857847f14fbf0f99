import { useEffect, useState } from 'react';
import { AmountInput } from '../../components/AmountInput';
import { App, Button, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SprojectInput } from '@bidhall/contracts/sproject';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { PROJECT_KINDS, PROJECT_KIND_CODES } from '@bidhall/domain/project-kinds';
import { WINBID_RULE_CODES, isWinbidRule, winbidRuleInfo } from '@bidhall/domain/winbid-rules';
import { ApiError } from '../../api/client';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { AgencyPicker } from './AgencyPicker';
import { newProjectNum, saveProject, saveProjectInfo } from './api';
import { TIME_FIELD_NAMES, checkDraftTimes, toIso } from './time-rules';
import { ContactFields } from './ContactFields';
import { DateTimeInput } from '../../components/DateTimeInput';

const shape = SprojectInput.shape;
const FIELDS = [
  'projectName',
  'projectNum',
  'winbidRule',
  'projectType',
  'budget',
  'content',
  'linkman',
  'linkPhone',
  'agencyCompanyId',
  ...TIME_FIELD_NAMES,
];

interface Values {
  projectName: string;
  projectNum?: string;
  winbidRule: number;
  projectType?: number;
  budget?: string;
  content?: string;
  linkman?: string;
  linkPhone?: string;
  agencyCompanyId?: number | null;
  applyToTime?: Dayjs | null;
  uppriceFromTime?: Dayjs | null;
  uppriceToTime?: Dayjs | null;
}

interface Props {
  project: SprojectDto | null;
  /** The agency's drafting form: with the sign-up deadline and the quote window. */
  withTimes?: boolean;
  disabled?: boolean;
  onSaved: (project: SprojectDto) => void;
}

const fromProject = (p: SprojectDto): Values => ({
  projectName: p.projectName,
  projectNum: p.projectNum || undefined,
  winbidRule: p.winbidRule,
  projectType: p.projectType,
  budget: p.budget ?? undefined,
  content: p.content,
  linkman: p.linkman ?? undefined,
  linkPhone: p.linkPhone ?? undefined,
  agencyCompanyId: p.agencyCompanyId,
  applyToTime: p.applyToTime ? dayjs(p.applyToTime) : null,
  uppriceFromTime: p.uppriceFromTime ? dayjs(p.uppriceFromTime) : null,
  uppriceToTime: p.uppriceToTime ? dayjs(p.uppriceToTime) : null,
});

/** A project's basic information (and, for the agency, its times), checked as the contract checks it. */
export function ProjectInfoForm({ project, withTimes = false, disabled = false, onSaved }: Props) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const rule = Form.useWatch('winbidRule', form);
  const fixedKind = isWinbidRule(rule) ? winbidRuleInfo(rule).projectType : null;

  useEffect(() => {
    form.setFieldsValue(project ? fromProject(project) : { winbidRule: 1 });
  }, [project, form]);

  const generateNum = async () => form.setFieldsValue({ projectNum: (await newProjectNum()).projectNum });

  const save = async () => {
    const values = await validated(form);
    if (!values) return;
    if (withTimes && !checkDraftTimes(form, lang)) return;
    const body = {
      id: project?.id,
      projectName: values.projectName,
      projectNum: values.projectNum || undefined,
      winbidRule: values.winbidRule,
      projectType: fixedKind ?? values.projectType,
      budget: values.budget || null,
      content: values.content ?? '',
      linkman: values.linkman || null,
      linkPhone: values.linkPhone || null,
      // The purchaser names the agency; the agency's own drafting form leaves it as it is.
      ...(withTimes ? {} : { agencyCompanyId: values.agencyCompanyId ?? null }),
      ...(withTimes
        ? {
            applyToTime: toIso(values.applyToTime),
            uppriceFromTime: toIso(values.uppriceFromTime),
            uppriceToTime: toIso(values.uppriceToTime),
          }
        : {}),
    };
    setSaving(true);
    try {
      const saved = await (withTimes ? saveProject(body) : saveProjectInfo(body));
      void message.success(t('projectInfo.saved'));
      onSaved(saved);
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, FIELDS);
    } finally {
      setSaving(false);
    }
  };

  const timeItem = (name: (typeof TIME_FIELD_NAMES)[number]) => (
    <Form.Item
      key={name}
      name={name}
      label={t(`projectInfo.field.${name}`)}
      rules={[{ required: true, message: t('projectInfo.timeRequired') }]}
    >
      <DateTimeInput style={{ width: 240 }} data-testid={`time-${name}`} />
    </Form.Item>
  );

  return (
    <Form form={form} layout="vertical" disabled={disabled} style={{ maxWidth: 720 }} data-testid="project-info-form">
      <Form.Item
        name="projectName"
        label={t('projectInfo.field.projectName')}
        rules={[zodRule(shape.projectName, lang)]}
      >
        <Input data-testid="field-projectName" />
      </Form.Item>
      <Form.Item label={t('projectInfo.field.projectNum')} extra={t('projectInfo.projectNumHint')}>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="projectNum" noStyle rules={[zodRule(shape.projectNum, lang)]}>
            {/* The label above belongs to the pair of input and button, so the input is named here. */}
            <Input aria-label={t('projectInfo.field.projectNum')} />
          </Form.Item>
          <Button onClick={() => void generateNum()}>{t('projectInfo.generateNum')}</Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item
        name="winbidRule"
        label={t('projectInfo.field.winbidRule')}
        rules={[zodRule(shape.winbidRule, lang)]}
        extra={isWinbidRule(rule) ? label(winbidRuleInfo(rule).description) : undefined}
      >
        <Select
          options={WINBID_RULE_CODES.map((code) => ({ value: code, label: label(winbidRuleInfo(code).labels) }))}
          data-testid="field-winbidRule"
        />
      </Form.Item>
      {fixedKind === null && (
        <Form.Item
          name="projectType"
          label={t('projectInfo.field.projectType')}
          rules={[zodRule(shape.projectType, lang)]}
        >
          <Select
            allowClear
            options={PROJECT_KIND_CODES.filter((k) => k !== 3).map((k) => ({
              value: k,
              label: label(PROJECT_KINDS[k].labels),
            }))}
          />
        </Form.Item>
      )}
      {!withTimes && (
        <Form.Item
          name="agencyCompanyId"
          label={t('projectInfo.field.agency')}
          rules={[zodRule(shape.agencyCompanyId, lang)]}
          extra={t('projectInfo.agencyHint')}
        >
          <AgencyPicker
            current={
              project?.agencyCompanyId
                ? { id: project.agencyCompanyId, name: project.agencyCompanyName ?? String(project.agencyCompanyId) }
                : null
            }
          />
        </Form.Item>
      )}
      <Form.Item name="budget" label={t('projectInfo.field.budget')} rules={[zodRule(shape.budget, lang)]}>
        <AmountInput suffix={t('workflow.yuan')} data-testid="field-budget" />
      </Form.Item>
      <ContactFields />
      {withTimes && (
        <Space size="large" wrap>
          {TIME_FIELD_NAMES.map(timeItem)}
        </Space>
      )}
      <Form.Item name="content" label={t('projectInfo.field.content')} rules={[zodRule(shape.content, lang)]}>
        <Input.TextArea rows={6} />
      </Form.Item>
      {!disabled && (
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="project-save">
          {t('common.save')}
        </Button>
      )}
    </Form>
  );
}
