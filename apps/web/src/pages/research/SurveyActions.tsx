import { useState } from 'react';
import { App, Button, DatePicker, Form, Input, Space } from 'antd';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { SurveyTerminationInput } from '@bidhall/contracts/research';
import { correctionRefusal } from '@bidhall/domain/research-window';
import { ApiError } from '../../api/client';
import { confirmDialog } from '../../components/dialog';
import { applyFieldErrors } from '../../forms/field-errors';
import { validated } from '../../forms/validated';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';
import { correctSurvey, terminateSurvey, type Survey } from './api';

interface Props {
  survey: Survey;
  onDone: () => void;
}

const windowOf = (s: Survey) => ({ status: s.status, deadline: Date.parse(s.deadline) });

/** Runs a confirmed survey change and puts the api's field errors beside the fields. */
function useConfirmedChange<T>(form: FormInstance<T>, fields: string[], onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const run = async (key: string, call: () => Promise<unknown>) => {
    if (!(await confirmDialog({ title: `research.${key}.confirmTitle`, content: `research.${key}.confirm`, ok: 'common.ok', cancel: 'common.cancel' }))) return;
    setBusy(true);
    try {
      await call();
      void message.success(t(`research.${key}.done`));
      onDone();
    } catch (error) {
      if (error instanceof ApiError) applyFieldErrors(form, error.validationErrors, fields);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

/**
 * The research correction's effect: a later deadline for the open survey (Research/Correct).
 * The correction notice only announces it: the api takes no times on a research notice.
 */
export function CorrectDeadline({ survey, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ deadline: Dayjs }>();
  const { busy, run } = useConfirmedChange(form, ['deadline'], onDone);
  const submit = async () => {
    const v = await validated(form);
    if (!v) return;
    const refusal = correctionRefusal(windowOf(survey), v.deadline.valueOf(), Date.now());
    if (refusal) return form.setFields([{ name: 'deadline', errors: [t(`research.refusal.${refusal}`)] }]);
    await run('correct', () => correctSurvey(survey.projectId, v.deadline.toISOString()));
  };
  return (
    <Form form={form} layout="inline" data-testid="correct-deadline">
      <Form.Item name="deadline" label={t('research.correct.deadline')} rules={[{ required: true, message: t('research.rule.deadline') }]}>
        <DatePicker showTime format="YYYY-MM-DD HH:mm" style={{ width: 240 }} data-testid="correct-deadline-input" />
      </Form.Item>
      <Button loading={busy} onClick={() => void submit()} data-testid="correct-submit">
        {t('research.correct.submit')}
      </Button>
    </Form>
  );
}

/**
 * Termination ends fill-in first (Research/Terminate): the termination notice then moves the
 * project to failed (5 -> 8), after which the api no longer lets the survey change.
 */
export function TerminateSurvey({ survey, onDone }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const [form] = Form.useForm<{ reason: string }>();
  const { busy, run } = useConfirmedChange(form, ['reason'], onDone);
  const submit = async () => {
    const v = await validated(form);
    if (v) await run('terminate', () => terminateSurvey(survey.projectId, v.reason.trim()));
  };
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="terminate-survey">
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('research.terminate.reason')} rules={[zodRule(SurveyTerminationInput.shape.reason, lang)]}>
          <Input.TextArea rows={3} data-testid="terminate-reason" />
        </Form.Item>
      </Form>
      <Button danger loading={busy} onClick={() => void submit()} data-testid="terminate-submit">
        {t('research.terminate.submit')}
      </Button>
    </Space>
  );
}
