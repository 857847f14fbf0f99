import { Checkbox, Form, Input, Radio, Space } from 'antd';
import type { SurveyQuestion } from '@bidhall/domain/research-survey';
import { fieldName } from './answers';

/** One survey question as a form field: choices, free text, or a number or price with its unit. */
export function QuestionField({ question, index }: { question: SurveyQuestion; index: number }) {
  const label = `${index + 1}. ${question.title}`;
  const options = 'options' in question ? question.options.map((o, i) => ({ value: i, label: o })) : [];
  return (
    <Form.Item name={fieldName(question.key)} label={label} required={question.required}>
      {question.type === 'single' ? (
        <Radio.Group>
          <Space orientation="vertical">
            {options.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : question.type === 'multiple' ? (
        <Checkbox.Group options={options} />
      ) : question.type === 'text' ? (
        <Input.TextArea rows={3} maxLength={question.maxLength} />
      ) : (
        <Input addonAfter={'unit' in question ? question.unit : undefined} style={{ maxWidth: 320 }} />
      )}
    </Form.Item>
  );
}
