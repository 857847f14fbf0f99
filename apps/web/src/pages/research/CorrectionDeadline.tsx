import { useEffect } from 'react';
import { Form } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { AnnouncementDto } from '@bidhall/contracts/announcement';
import { RESEARCH_STATUS } from '@bidhall/domain/research-survey';
import { correctionRefusal } from '@bidhall/domain/research-window';
import type { NoticeDraft } from '../notice/api';
import type { Survey } from './api';
import type { NoticeFields } from './ResearchNoticeTab';
import { DateTimeInput } from '../../components/DateTimeInput';

type Values = { deadline?: Dayjs | null };

function DeadlineField({ form, draft }: { form: FormInstance<Values>; draft: AnnouncementDto | undefined }) {
  const { t } = useTranslation();
  const saved = draft?.applyToTime ?? null;
  useEffect(() => form.setFieldsValue({ deadline: saved ? dayjs(saved) : null }), [form, saved]);
  return (
    <Form form={form} layout="vertical" data-testid="correction-deadline">
      <Form.Item name="deadline" label={t('research.correct.deadline')} extra={t('research.correct.hint')}>
        <DateTimeInput style={{ width: 240 }} data-testid="correction-deadline-input" />
      </Form.Item>
    </Form>
  );
}

/**
 * The research correction (8) carries the survey's new deadline as its applyToTime (a
 * research project's one time); publishing the notice applies it. It is checked here with
 * the rule the api applies (correctionRefusal), its message beside the field; left empty,
 * the notice only announces. Only an open survey's deadline can move, so only then is it asked.
 */
export function useCorrectionDeadline(survey: Survey | null): NoticeFields | undefined {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  if (survey?.status !== RESEARCH_STATUS.published) return undefined;
  const extra = (): Partial<NoticeDraft> | undefined => {
    const deadline = form.getFieldValue('deadline') as Dayjs | null | undefined;
    if (!deadline) return {};
    const refusal = correctionRefusal(
      { status: survey.status, deadline: Date.parse(survey.deadline) },
      deadline.valueOf(),
      Date.now(),
    );
    form.setFields([{ name: 'deadline', errors: refusal ? [t(`research.refusal.${refusal}`)] : [] }]);
    return refusal ? undefined : { times: { applyToTime: deadline.toISOString() } };
  };
  return { render: (draft) => <DeadlineField form={form} draft={draft} />, extra };
}
