import { Card, Descriptions, Table } from 'antd';
import { TWO_PAIRS } from '../../../components/description-columns';
import { useTranslation } from 'react-i18next';
import type { OwnQuote } from '../../../realtime/hall-view';
import { formatQuote, formatTime } from '../../../components/hall/format';

interface Props {
  quotes: OwnQuote[];
  remaining: number | null;
  rank: number | null;
  byRate: boolean;
  disclosure: number;
}

/** The supplier's own accepted quotes, newest first, with the remaining count and own rank. */
export function OwnQuotes({ quotes, remaining, rank, byRate, disclosure }: Props) {
  const { t } = useTranslation();
  const rows = [...quotes].reverse();
  return (
    <Card title={t('hall.own.title')} size="small" data-testid="own-quotes">
      <Descriptions size="small" column={TWO_PAIRS}>
        <Descriptions.Item label={t('hall.own.remaining')}>
          <span data-testid="remaining">{remaining === null ? t('hall.own.unlimited') : remaining}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('hall.own.rank')}>
          <span data-testid="own-rank">
            {rank ?? (quotes.length > 0 && disclosure < 2 ? t('hall.outcome.hiddenRank') : t('hall.own.noRank'))}
          </span>
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        rowKey="seq"
        pagination={false}
        dataSource={rows}
        locale={{ emptyText: t('hall.own.empty') }}
        columns={[
          {
            title: t('hall.own.amount'),
            dataIndex: 'amount',
            render: (a: string) => <span data-testid="own-amount">{formatQuote(a, byRate)}</span>,
          },
          { title: t('hall.own.time'), dataIndex: 'acceptedAt', render: formatTime },
        ]}
      />
    </Card>
  );
}
