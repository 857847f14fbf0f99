import { Button, Form, Input, Select, Space } from 'antd';
import type { FormListFieldData } from 'antd';
import { useTranslation } from 'react-i18next';
import { CriterionIn } from '@bidhall/contracts/evaluation';
import { CRITERION_KINDS } from '@bidhall/domain/evaluation-plan';
import { zodRule } from '../../forms/zod-rule';
import { useLang } from '../../i18n/useLang';

interface Props {
  field: FormListFieldData;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: () => void;
}

/** One scoring criterion: its kind, name and maximum points, checked by the contract's own field rules; moves and removal. */
export function CriterionRow({ field, index, count, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const { lang } = useLang();
  return (
    <Space align="start" wrap data-testid={`criterion-${index}`}>
      <Form.Item name={[field.name, 'kind']} style={{ marginBottom: 8 }}>
        <Select
          style={{ width: 120 }}
          aria-label={t('pbSetting.plan.kind')}
          options={CRITERION_KINDS.map((k) => ({ value: k, label: t(`pbSetting.plan.kinds.${k}`) }))}
          data-testid={`criterion-kind-${index}`}
        />
      </Form.Item>
      <Form.Item
        name={[field.name, 'name']}
        rules={[zodRule(CriterionIn.shape.name, lang)]}
        style={{ marginBottom: 8 }}
      >
        <Input
          style={{ width: 280 }}
          placeholder={t('pbSetting.plan.criterion')}
          data-testid={`criterion-name-${index}`}
        />
      </Form.Item>
      <Form.Item
        name={[field.name, 'maxPoints']}
        rules={[zodRule(CriterionIn.shape.maxPoints, lang)]}
        style={{ marginBottom: 8 }}
      >
        <Input
          style={{ width: 140 }}
          placeholder={t('pbSetting.plan.maxPoints')}
          suffix={t('pbSetting.plan.points')}
          data-testid={`criterion-max-${index}`}
        />
      </Form.Item>
      <Button
        type="link"
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
        data-testid={`criterion-up-${index}`}
      >
        {t('pbSetting.plan.up')}
      </Button>
      <Button
        type="link"
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
        data-testid={`criterion-down-${index}`}
      >
        {t('pbSetting.plan.down')}
      </Button>
      <Button type="link" danger disabled={count === 1} onClick={onRemove} data-testid={`criterion-remove-${index}`}>
        {t('pbSetting.plan.remove')}
      </Button>
    </Space>
  );
}
