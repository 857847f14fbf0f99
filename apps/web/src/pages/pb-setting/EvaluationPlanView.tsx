import { Alert, Descriptions, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CriterionDto, EvaluationPlanDto } from '@bidhall/contracts/evaluation';
import { PRICE_SCORE_FORMULAS, isPriceScoreFormula } from '@bidhall/domain/winbid-rules';
import { useLang } from '../../i18n/useLang';
import { TWO_PAIRS } from '../../components/description-columns';

/** The scoring plan as set by the agency: price formula and weight, and the criteria with their points. */
export function EvaluationPlanView({ plan }: { plan: EvaluationPlanDto }) {
  const { t } = useTranslation();
  const { label } = useLang();
  if (!plan.saved) return <Alert type="info" showIcon title={t('pbSetting.plan.notSet')} data-testid="plan-not-set" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="evaluation-plan">
      <Descriptions size="small" column={TWO_PAIRS} bordered>
        <Descriptions.Item label={t('pbSetting.plan.formula')}>
          {isPriceScoreFormula(plan.formula) ? label(PRICE_SCORE_FORMULAS[plan.formula].labels) : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('pbSetting.plan.priceWeight')}>{plan.priceWeight ?? '-'}</Descriptions.Item>
        {plan.k !== null && <Descriptions.Item label={t('pbSetting.plan.k')}>{plan.k}</Descriptions.Item>}
        {plan.shortlistSize !== null && (
          <Descriptions.Item label={t('pbSetting.plan.shortlistSize')}>{plan.shortlistSize}</Descriptions.Item>
        )}
        <Descriptions.Item label={t('pbSetting.plan.locked')}>
          {t(plan.locked ? 'pbSetting.plan.lockedYes' : 'pbSetting.plan.lockedNo')}
        </Descriptions.Item>
      </Descriptions>
      <Table<CriterionDto>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={plan.criteria}
        locale={{ emptyText: t('pbSetting.plan.noCriteria') }}
        columns={[
          { title: t('pbSetting.plan.criterion'), dataIndex: 'name' },
          {
            title: t('pbSetting.plan.kind'),
            dataIndex: 'kind',
            width: 140,
            render: (k: CriterionDto['kind']) => t(`pbSetting.plan.kinds.${k}`),
          },
          { title: t('pbSetting.plan.maxPoints'), dataIndex: 'maxPoints', width: 120, align: 'right' },
        ]}
      />
    </Space>
  );
}
