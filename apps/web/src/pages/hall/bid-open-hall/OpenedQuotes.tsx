import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankingEntry } from '@bidhall/contracts/realtime/views';
import { formatQuote, formatTime } from '../../../components/hall/format';

/** The quotes as the agency opens them, with each supplier's price score. */
export function OpenedQuotes({
  entries,
  scores,
  byRate,
}: {
  entries: RankingEntry[] | null;
  scores: Map<number, string>;
  byRate: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t('hall.expert.opening')} data-testid="opened-quotes">
      {entries === null ? (
        <Alert type="info" showIcon title={t('hall.expert.notOpened')} />
      ) : (
        <Table<RankingEntry>
          size="small"
          rowKey="supplierId"
          pagination={false}
          dataSource={entries}
          locale={{ emptyText: t('hall.ranking.empty') }}
          columns={[
            { title: t('hall.ranking.rank'), dataIndex: 'rank', width: 70 },
            { title: t('hall.ranking.company'), dataIndex: 'companyName' },
            { title: t('hall.ranking.amount'), dataIndex: 'amount', render: (a: string) => formatQuote(a, byRate) },
            { title: t('hall.ranking.time'), dataIndex: 'acceptedAt', render: formatTime },
            { title: t('hall.expert.priceScore'), key: 'score', render: (_, e) => scores.get(e.supplierId) ?? '-' },
          ]}
        />
      )}
    </Card>
  );
}
