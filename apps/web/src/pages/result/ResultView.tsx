import { Descriptions, Empty, Space, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ResultDto } from '@bidhall/contracts/evaluation';
import { formatTime } from '../../components/project/format-time';
import { formatMoney } from '../workflow/format';
import { ScoreBoardTable } from './ScoreBoardTable';
import { WinnersTable } from './WinnersTable';
import { TWO_PAIRS } from '../../components/description-columns';

/** A submitted result: winners, the average where the method uses one, the reason, the times, and the score board of a scoring method. */
export function ResultView({ result }: { result: ResultDto | null | undefined }) {
  const { t } = useTranslation();
  if (result === undefined) return <Spin />;
  if (result === null) return <Empty description={t('result.none')} />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <WinnersTable winners={result.winners} />
      <Descriptions size="small" column={TWO_PAIRS} bordered>
        {result.average !== null && (
          <Descriptions.Item label={t('result.average')}>{formatMoney(result.average)}</Descriptions.Item>
        )}
        {result.reason !== null && <Descriptions.Item label={t('result.reason')}>{result.reason}</Descriptions.Item>}
        <Descriptions.Item label={t('result.submittedAt')}>{formatTime(result.submittedAt)}</Descriptions.Item>
        <Descriptions.Item label={t('result.confirmedAt')}>{formatTime(result.confirmedAt)}</Descriptions.Item>
      </Descriptions>
      {result.board !== null && <ScoreBoardTable rows={result.board} />}
    </Space>
  );
}
