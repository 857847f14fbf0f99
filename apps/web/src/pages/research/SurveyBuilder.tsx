import { useEffect, useMemo, useState } from 'react';
import { Alert, App, Button, Form, Input, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { QUESTION_TYPES, SURVEY_LIMITS } from '@bidhall/domain/research-survey';
import type { QuestionType } from '@bidhall/domain/research-survey';
import { ReadableWhenReadOnly } from '../../forms/ReadableWhenReadOnly';
import { ApiError } from '../../api/client';
import { validated } from '../../forms/validated';
import { useLang } from '../../i18n/useLang';
import { saveSurvey, type Survey } from './api';
import { QuestionEditor } from './QuestionEditor';
import { questionRules } from './question-rules';
import {
  initialValues,
  memberField,
  newQuestion,
  questionSetErrors,
  toQuestion,
  type SurveyValues,
} from './survey-form';
import { DateTimeInput } from '../../components/DateTimeInput';

interface Props {
  project: SprojectDto;
  survey: Survey | null;
  editable: boolean;
  onSaved: (survey: Survey) => void;
  /** Whether the form holds changes not saved yet (publication waits for a save). */
  onDirty: (dirty: boolean) => void;
}

/** The survey builder: description, deadline and the questions, checked by the contract and the domain before saving. */
export function SurveyBuilder({ project, survey, editable, onSaved, onDirty }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  const { message } = App.useApp();
  const [form] = Form.useForm<SurveyValues>();
  const [listError, setListError] = useState<string[]>([]);
  const [addType, setAddType] = useState<QuestionType>('single');
  const [saving, setSaving] = useState(false);
  const rules = useMemo(() => questionRules(lang), [lang]);

  useEffect(() => {
    form.setFieldsValue(initialValues(survey, project.applyToTime));
    onDirty(false);
  }, [survey, project.applyToTime, form, onDirty]);

  const save = async () => {
    setListError([]);
    const values = await validated(form);
    if (!values) return;
    const questions = (values.questions ?? []).map(toQuestion);
    const problems = questionSetErrors(questions, lang);
    if (problems.length) {
      form.setFields(problems.filter((p) => p.name.length > 1));
      return setListError(problems.filter((p) => p.name.length === 1).flatMap((p) => p.errors));
    }
    setSaving(true);
    try {
      const saved = await saveSurvey({
        projectId: project.id,
        description: values.description?.trim() ?? '',
        deadline: values.deadline!.toISOString(),
        questions,
      });
      void message.success(t('research.survey.saved'));
      onSaved(saved);
    } catch (error) {
      if (!(error instanceof ApiError)) return;
      const placed = error.validationErrors.flatMap((e) =>
        e.members.map((m) => ({ name: memberField(m), errors: [e.message] })),
      );
      form.setFields(
        placed.filter((p) => p.name.length > 1 || p.name[0] === 'deadline' || p.name[0] === 'description'),
      );
      setListError(placed.filter((p) => p.name.length === 1 && p.name[0] === 'questions').flatMap((p) => p.errors));
    } finally {
      setSaving(false);
    }
  };

  return (
    <ReadableWhenReadOnly readOnly={!editable}>
      <Form<SurveyValues>
        form={form}
        layout="vertical"
        disabled={!editable || saving}
        onValuesChange={() => onDirty(true)}
        data-testid="survey-builder"
      >
        <Form.Item
          name="deadline"
          label={t('research.survey.deadline')}
          rules={[{ required: true, message: t('research.rule.deadline') }]}
        >
          <DateTimeInput
            style={{ width: 240 }}
            disabledDate={(d) => d.isBefore(dayjs(), 'day')}
            data-testid="survey-deadline"
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('research.survey.description')}
          rules={[{ max: 2000, message: t('research.rule.description') }]}
        >
          <Input.TextArea rows={3} data-testid="survey-description" />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove, move }) => (
            <Space orientation="vertical" style={{ width: '100%' }}>
              {fields.length === 0 && <Alert type="info" title={t('research.survey.noQuestions')} />}
              {fields.map((field, index) => (
                <QuestionEditor
                  key={field.key}
                  field={field}
                  index={index}
                  count={fields.length}
                  rules={rules}
                  disabled={!editable}
                  onMove={move}
                  onRemove={() => remove(field.name)}
                />
              ))}
              {listError.length > 0 && <Alert type="error" title={listError.join(' ')} data-testid="questions-error" />}
              {editable && fields.length < SURVEY_LIMITS.questions && (
                <Space.Compact>
                  <Select<QuestionType>
                    value={addType}
                    onChange={setAddType}
                    style={{ width: 160 }}
                    options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`research.type.${v}`) }))}
                    data-testid="add-type"
                  />
                  <Button
                    type="dashed"
                    onClick={() => add(newQuestion(form.getFieldValue('questions') ?? [], addType))}
                    data-testid="add-question"
                  >
                    {t('research.survey.addQuestion')}
                  </Button>
                </Space.Compact>
              )}
            </Space>
          )}
        </Form.List>
        {editable && (
          <Button
            type="primary"
            style={{ marginTop: 16 }}
            loading={saving}
            onClick={() => void save()}
            data-testid="survey-save"
          >
            {t('research.survey.save')}
          </Button>
        )}
      </Form>
    </ReadableWhenReadOnly>
  );
}
