import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { checkPublicationTimes, timeRuleMessage } from '@bidhall/domain/project-times';
import type { TimeField } from '@bidhall/domain/project-times';
import type { Language } from '@bidhall/domain/lang';

export const TIME_FIELD_NAMES: readonly TimeField[] = ['applyToTime', 'uppriceFromTime', 'uppriceToTime'];

type Times = Partial<Record<TimeField, Dayjs | null>>;

/**
 * The publication rule of the domain (now < applyToTime <= uppriceFromTime < uppriceToTime),
 * checked while the agency drafts so the message sits beside the time it names.
 */
export function checkDraftTimes(form: FormInstance, lang: Language): boolean {
  const times = form.getFieldsValue(TIME_FIELD_NAMES as TimeField[]) as Times;
  const filled = TIME_FIELD_NAMES.every((f) => times[f]);
  form.setFields(TIME_FIELD_NAMES.map((name) => ({ name, errors: [] })));
  if (!filled) return true;
  const check = checkPublicationTimes({
    now: Date.now(),
    applyToTime: times.applyToTime!.toDate(),
    uppriceFromTime: times.uppriceFromTime!.toDate(),
    uppriceToTime: times.uppriceToTime!.toDate(),
  });
  if (check.ok) return true;
  const field = check.field === 'now' ? 'applyToTime' : check.field;
  form.setFields([{ name: field, errors: [timeRuleMessage(check.reason, lang)] }]);
  return false;
}

export const toIso = (value: Dayjs | null | undefined) => (value ? value.toDate().toISOString() : null);
