import { useState } from 'react';
import { Alert, App, Button, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { EvaluationPlanInput } from '@bidhall/contracts/evaluation';
import type { EvaluationPlanDto } from '@bidhall/contracts/evaluation';
import { FULL_MARKS, PLAN_PROBLEM_MESSAGES } from '@bidhall/domain/evaluation-plan';
import { PRICE_SCORE_FORMULAS, PRICE_SCORE_FORMULA_KEYS, type WinbidRule } from '@bidhall/domain/winbid-rules';
import { ApiError } from '../../api/client';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import type { FieldError } from '../research/survey-form';
import { updatePlan } from './api';
import { CriterionRow } from './CriterionRow';
import {
  liveTotal,
  newCriterion,
  planErrors,
  planNeeds,
  planValues,
  serverErrors,
  splitErrors,
  toPlanInput,
  type PlanValues,
} from './plan-form';

const shape = EvaluationPlanInput.shape;

interface Props {
  projectId: number;
  rule: WinbidRule;
  plan: EvaluationPlanDto | null;
}

/**
 * The agency's scoring plan: the price part (formula, weight, k, shortlist) and the criteria,
 * 100 points in all. Checked field by field with the contract's schema and whole with the
 * domain's plan check before it is sent; the server's errors land beside the same fields.
 */
export function PlanEditor({ projectId, rule, plan }: Props) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<PlanValues>();
  const [listErrors, setListErrors] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const formula = Form.useWatch('formula', form);
  const needs = planNeeds(rule, formula);
  const { total, full } = liveTotal(Form.useWatch('priceWeight', form), Form.useWatch('criteria', form));
  const totalMessage = PLAN_PROBLEM_MESSAGES['total-not-full-marks'][lang];
  const shownErrors = [...new Set([...(full ? [] : [totalMessage]), ...listErrors])];

  const place = (errors: FieldError[]) => {
    const { fields, list } = splitErrors(errors);
    // Paths come from members the api or the domain named, so the form's typed paths cannot check them.
    form.setFields(fields as Parameters<typeof form.setFields>[0]);
    setListErrors(list);
  };

  const save = async () => {
    setListErrors([]);
    const values = await validated(form);
    if (!values) return;
    const input = toPlanInput(projectId, rule, values);
    const problems = planErrors(rule, input, lang);
    if (problems.length > 0) return place(problems);
    setSaving(true);
    try {
      form.setFieldsValue(planValues(await updatePlan(input)));
      void message.success(t('pbSetting.plan.saved'));
    } catch (error) {
      if (error instanceof ApiError) place(serverErrors(error.validationErrors));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<PlanValues>
      form={form}
      layout="vertical"
      initialValues={planValues(plan)}
      disabled={saving}
      onValuesChange={() => setListErrors([])}
      data-testid="plan-editor"
    >
      <Space size="large" wrap align="start">
        <Form.Item name="formula" label={t('pbSetting.plan.formula')} rules={[zodRule(shape.formula, lang)]}>
          <Select
            style={{ width: 280 }}
            options={PRICE_SCORE_FORMULA_KEYS.map((f) => ({ value: f, label: label(PRICE_SCORE_FORMULAS[f].labels) }))}
            data-testid="plan-formula"
          />
        </Form.Item>
        <Form.Item
          name="priceWeight"
          label={t('pbSetting.plan.priceWeight')}
          rules={[zodRule(shape.priceWeight, lang)]}
        >
          <Input style={{ width: 160 }} suffix={t('pbSetting.plan.points')} data-testid="plan-price-weight" />
        </Form.Item>
        {needs.k && (
          <Form.Item name="k" label={t('pbSetting.plan.k')} rules={[zodRule(shape.k, lang)]}>
            <Input style={{ width: 160 }} suffix={t('pbSetting.plan.points')} data-testid="plan-k" />
          </Form.Item>
        )}
        {needs.shortlistSize && (
          <Form.Item name="shortlistSize" label={t('pbSetting.plan.shortlistSize')}>
            <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} data-testid="plan-shortlist" />
          </Form.Item>
        )}
      </Space>
      <Typography.Title level={5}>{t('pbSetting.plan.criteria')}</Typography.Title>
      <Form.List name="criteria">
        {(fields, { add, remove, move }) => (
          <>
            {fields.map((field, index) => (
              <CriterionRow
                key={field.key}
                field={field}
                index={index}
                count={fields.length}
                onMove={move}
                onRemove={() => remove(field.name)}
              />
            ))}
            <Button type="dashed" onClick={() => add(newCriterion())} data-testid="plan-add">
              {t('pbSetting.plan.add')}
            </Button>
          </>
        )}
      </Form.List>
      <Space orientation="vertical" style={{ width: '100%', marginTop: 16 }}>
        <Typography.Text strong type={full ? 'success' : 'danger'} data-testid="plan-total">
          {t('pbSetting.plan.total', { total, full: FULL_MARKS })}
        </Typography.Text>
        {shownErrors.length > 0 && (
          <Alert type="error" showIcon title={shownErrors.join(' ')} data-testid="plan-errors" />
        )}
        <Button type="primary" loading={saving} onClick={() => void save()} data-testid="plan-save">
          {t('common.save')}
        </Button>
      </Space>
    </Form>
  );
}
