import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Spin, Typography, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReadableWhenReadOnly } from '../../../forms/ReadableWhenReadOnly';
import { ApiError } from '../../../api/client';
import { formatTime } from '../../../components/project/format-time';
import { useLang } from '../../../i18n/useLang';
import { usePermission } from '../../../permissions/usePermission';
import { QuestionField } from './QuestionField';
import { answerErrors, fieldName, memberKey, toAnswers, toValues, type AnswerValues } from './answers';
import { fetchMySurvey, submitAnswers, type MySurvey } from './api';

/** /bid/research-sign?id=: the supplier fills in a research project's survey before its deadline. */
export default function ResearchSignPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const canAnswer = usePermission()('add');
  const projectId = Number(useSearchParams()[0].get('id'));
  const [form] = Form.useForm<AnswerValues>();
  const [survey, setSurvey] = useState<MySurvey | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!projectId) return setLoading(false);
    fetchMySurvey(projectId)
      .then((s) => {
        setSurvey(s);
        form.setFieldsValue(toValues(s.answers));
      })
      .catch(() => setSurvey(null))
      .finally(() => setLoading(false));
  }, [projectId, form]);

  if (!projectId) return <Alert type="error" title={t('supplier.research.missing')} />;
  if (loading) return <Spin />;
  if (!survey) return <Empty />;

  const questions = survey.questions;
  const submit = async (values: AnswerValues) => {
    const answers = toAnswers(questions, values);
    const errors = answerErrors(questions, answers, lang);
    if (errors.length) return form.setFields(errors);
    setBusy(true);
    try {
      const saved = await submitAnswers({ projectId, answers });
      setSurvey(saved);
      void message.success(t('supplier.research.submitted'));
    } catch (error) {
      if (error instanceof ApiError)
        form.setFields(
          error.validationErrors.flatMap((e) =>
            e.members
              .map((m) => memberKey(questions, m))
              .filter((k) => k !== undefined)
              .map((k) => ({ name: fieldName(k), errors: [e.message] })),
          ),
        );
    } finally {
      setBusy(false);
    }
  };
  const editable = survey.canEdit && canAnswer;
  return (
    <Card title={survey.projectName}>
      <Typography.Paragraph>{survey.description}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        {t('supplier.research.deadline', { time: formatTime(survey.deadline) })}
        {survey.submittedAt && ` · ${t('supplier.research.lastSubmit', { time: formatTime(survey.submittedAt) })}`}
      </Typography.Paragraph>
      {!survey.canEdit && <Alert type="warning" title={t('supplier.research.closed')} style={{ marginBottom: 16 }} />}
      <ReadableWhenReadOnly readOnly={!editable}>
        <Form<AnswerValues> form={form} layout="vertical" onFinish={submit} disabled={!editable || busy}>
          {questions.map((q, i) => (
            <QuestionField key={q.key} question={q} index={i} />
          ))}
          {editable && (
            <Button type="primary" htmlType="submit" loading={busy} data-testid="submit-answers">
              {t('supplier.research.submit')}
            </Button>
          )}
        </Form>
      </ReadableWhenReadOnly>
    </Card>
  );
}
