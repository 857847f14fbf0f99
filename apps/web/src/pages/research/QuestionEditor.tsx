import { Button, Card, Flex, Form, Input, InputNumber, Select, Space, Switch } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { QUESTION_TYPES, SURVEY_LIMITS } from '@bidhall/domain/research-survey';
import type { QuestionType } from '@bidhall/domain/research-survey';
import type { QuestionRules } from './question-rules';

interface Props {
  field: FormListFieldData;
  index: number;
  count: number;
  rules: QuestionRules;
  disabled: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** The fields only some question types have: choices, a length limit, a unit and bounds. */
function TypeFields({
  field,
  type,
  rules,
}: {
  field: FormListFieldData;
  type: QuestionType | undefined;
  rules: QuestionRules;
}) {
  const { t } = useTranslation();
  const at = (name: string) => [field.name, name];
  if (type === 'single' || type === 'multiple') {
    return (
      <>
        <Form.List name={at('options')} rules={[rules.options]}>
          {(options, { add, remove }, { errors }) => (
            <Form.Item label={t('research.question.options')} required>
              {options.map((o, i) => (
                <Flex key={o.key} align="baseline" gap={8}>
                  {/* Up to 360 px, and narrower on a phone beside its remove link. */}
                  <Form.Item
                    name={o.name}
                    rules={[rules.option]}
                    style={{ marginBottom: 8, flex: '0 1 360px', minWidth: 0 }}
                  >
                    <Input
                      placeholder={t('research.question.option', { n: i + 1 })}
                      data-testid={`q${field.name}-option-${i}`}
                    />
                  </Form.Item>
                  {options.length > 2 && (
                    <Button size="small" type="link" onClick={() => remove(o.name)}>
                      {t('research.question.removeOption')}
                    </Button>
                  )}
                </Flex>
              ))}
              {options.length < SURVEY_LIMITS.options && (
                <Button size="small" type="dashed" onClick={() => add('')} data-testid={`q${field.name}-add-option`}>
                  {t('research.question.addOption')}
                </Button>
              )}
              <Form.ErrorList errors={errors} />
            </Form.Item>
          )}
        </Form.List>
        {type === 'multiple' && (
          <Form.Item name={at('maxSelect')} label={t('research.question.maxSelect')} rules={[rules.maxSelect]}>
            <InputNumber min={1} precision={0} data-testid={`q${field.name}-maxSelect`} />
          </Form.Item>
        )}
      </>
    );
  }
  if (type === 'text') {
    return (
      <Form.Item name={at('maxLength')} label={t('research.question.maxLength')} rules={[rules.maxLength]}>
        <InputNumber min={1} max={SURVEY_LIMITS.textLength} precision={0} placeholder="2000" />
      </Form.Item>
    );
  }
  return (
    <Space size="large" wrap align="start">
      <Form.Item
        name={at('unit')}
        label={t('research.question.unit')}
        rules={[rules.unit]}
        extra={type === 'price' ? t('research.question.priceUnitHint') : undefined}
      >
        <Input style={{ width: 160 }} data-testid={`q${field.name}-unit`} />
      </Form.Item>
      {type === 'number' && (
        <>
          <Form.Item name={at('decimals')} label={t('research.question.decimals')} rules={[rules.decimals]}>
            <InputNumber min={0} max={SURVEY_LIMITS.decimals} precision={0} placeholder="0" />
          </Form.Item>
          <Form.Item name={at('min')} label={t('research.question.min')} rules={[rules.bound]}>
            <Input style={{ width: 160 }} data-testid={`q${field.name}-min`} />
          </Form.Item>
          <Form.Item name={at('max')} label={t('research.question.max')} rules={[rules.bound]}>
            <Input style={{ width: 160 }} data-testid={`q${field.name}-max`} />
          </Form.Item>
        </>
      )}
    </Space>
  );
}

/** One question of the builder: its head (key, title, type, required), its type's fields, and moves. */
export function QuestionEditor({ field, index, count, rules, disabled, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const type = Form.useWatch(['questions', field.name, 'type'], Form.useFormInstance()) as QuestionType | undefined;
  const actions = disabled
    ? []
    : [
        <Button key="up" size="small" type="link" disabled={index === 0} onClick={() => onMove(index, index - 1)}>
          {t('research.question.up')}
        </Button>,
        <Button
          key="down"
          size="small"
          type="link"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          {t('research.question.down')}
        </Button>,
        <Button key="remove" size="small" type="link" danger onClick={onRemove} data-testid={`q${field.name}-remove`}>
          {t('research.question.remove')}
        </Button>,
      ];
  return (
    <Card
      size="small"
      title={t('research.question.index', { n: index + 1 })}
      extra={<Space>{actions}</Space>}
      data-testid={`question-${index}`}
    >
      <Space size="large" wrap align="start">
        <Form.Item name={[field.name, 'key']} label={t('research.question.key')} rules={[rules.key]}>
          <Input style={{ width: 120 }} data-testid={`q${field.name}-key`} />
        </Form.Item>
        <Form.Item name={[field.name, 'type']} label={t('research.question.type')}>
          <Select
            style={{ width: 160 }}
            options={QUESTION_TYPES.map((v) => ({ value: v, label: t(`research.type.${v}`) }))}
            data-testid={`q${field.name}-type`}
          />
        </Form.Item>
        <Form.Item name={[field.name, 'required']} label={t('research.question.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Space>
      <Form.Item name={[field.name, 'title']} label={t('research.question.title')} rules={[rules.title]}>
        <Input.TextArea rows={2} data-testid={`q${field.name}-title`} />
      </Form.Item>
      <TypeFields field={field} type={type} rules={rules} />
    </Card>
  );
}
