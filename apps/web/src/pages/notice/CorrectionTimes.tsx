import { Form } from 'antd';
import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import type { Language } from '@bidhall/domain/lang';
import { TIME_FIELDS, checkCorrectionTimes, timeRuleMessage } from '@bidhall/domain/project-times';
import type { TimeField } from '@bidhall/domain/project-times';
import { DateTimeInput } from '../../components/DateTimeInput';

export type TimeValues = Partial<Record<TimeField, Dayjs | null>>;

const before = (p: SprojectDto) => ({
  applyToTime: p.applyToTime ?? '',
  uppriceFromTime: p.uppriceFromTime ?? '',
  uppriceToTime: p.uppriceToTime ?? '',
});

const initialTimes = (p: SprojectDto): TimeValues =>
  Object.fromEntries(TIME_FIELDS.map((f) => [f, p[f] ? dayjs(p[f]) : null])) as TimeValues;

/**
 * The correction rule of the domain (forward only, never into the past, a started window's
 * start fixed): the times it moves as ISO strings, or undefined with the message beside the field.
 */
export function correctedTimes(
  form: FormInstance<TimeValues>,
  project: SprojectDto,
  lang: Language,
): { times?: Record<string, string> } | undefined {
  const values = form.getFieldsValue();
  const was = before(project);
  const after = Object.fromEntries(
    TIME_FIELDS.map((f) => [f, values[f] ? values[f].toDate().toISOString() : was[f]]),
  ) as Record<TimeField, string>;
  form.setFields(TIME_FIELDS.map((name) => ({ name, errors: [] })));
  const check = checkCorrectionTimes({ now: Date.now(), before: was, after });
  if (!check.ok) {
    form.setFields([
      { name: check.field === 'now' ? 'applyToTime' : check.field, errors: [timeRuleMessage(check.reason, lang)] },
    ]);
    return undefined;
  }
  const moved = TIME_FIELDS.filter((f) => Date.parse(after[f]) !== Date.parse(was[f]));
  return moved.length === 0 ? {} : { times: Object.fromEntries(moved.map((f) => [f, after[f]])) };
}

/** The three times of the project, to move forward with the correction. */
export function CorrectionTimes({ form, project }: { form: FormInstance<TimeValues>; project: SprojectDto }) {
  const { t } = useTranslation();
  return (
    <Form
      form={form}
      layout="inline"
      initialValues={initialTimes(project)}
      data-testid="correction-times"
      style={{ marginBottom: 16 }}
    >
      {TIME_FIELDS.map((name) => (
        <Form.Item key={name} name={name} label={t(`projectInfo.field.${name}`)}>
          <DateTimeInput allowClear={false} data-testid={`time-${name}`} />
        </Form.Item>
      ))}
    </Form>
  );
}
