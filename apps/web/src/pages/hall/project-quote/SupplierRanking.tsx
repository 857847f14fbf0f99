import { Alert, Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankingView } from '@bidhall/contracts/realtime/views';
import { formatQuote } from '../../../components/hall/format';

type Entry = { rank: number; amount: string; companyName?: string };

/** The ranking as the disclosure mode lets this supplier see it (docs/rules.md "What each audience sees"). */
export function SupplierRanking({
  ranking,
  byRate,
  disclosure,
}: {
  ranking: RankingView | null;
  byRate: boolean;
  disclosure: number | undefined;
}) {
  const { t } = useTranslation();
  const entries: Entry[] = ranking?.kind === 'supplier' ? ranking.entries : [];
  const named = entries.some((e) => e.companyName !== undefined);
  const body =
    ranking?.kind === 'sealed' || ranking?.kind === 'hidden' || disclosure === 1 ? (
      <Alert
        type="info"
        showIcon
        title={ranking?.kind === 'sealed' ? t('hall.ranking.sealed') : t('hall.ranking.hidden')}
        data-testid="ranking-hidden"
      />
    ) : (
      <Table<Entry>
        size="small"
        rowKey="rank"
        pagination={false}
        dataSource={entries}
        locale={{ emptyText: t('hall.ranking.empty') }}
        columns={[
          { title: t('hall.ranking.rank'), dataIndex: 'rank', width: 80 },
          ...(named ? [{ title: t('hall.ranking.company'), dataIndex: 'companyName' }] : []),
          {
            title: t('hall.ranking.amount'),
            dataIndex: 'amount',
            render: (a: string) => <span data-testid="ranking-amount">{formatQuote(a, byRate)}</span>,
          },
        ]}
      />
    );
  return (
    <Card title={t('hall.ranking.title')} size="small" data-testid="supplier-ranking">
      {body}
    </Card>
  );
}
