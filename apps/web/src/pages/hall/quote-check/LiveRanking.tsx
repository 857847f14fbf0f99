import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RankingView } from '@bidhall/contracts/realtime/views';
import { formatQuote, formatTime } from '../../../components/hall/format';

interface Row {
  key: number;
  rank: number | null;
  companyName: string;
  amount: string | null;
  acceptedAt: number;
  quoteCount: number;
}

function rowsOf(ranking: RankingView | null): Row[] {
  if (ranking?.kind === 'full') return ranking.entries.map((e) => ({ key: e.supplierId, ...e }));
  if (ranking?.kind === 'sealed')
    return ranking.bidders.map((b) => ({ key: b.supplierId, rank: null, amount: null, ...b }));
  return [];
}

/** The agency's and purchaser's ranking: names, amounts and times (no amounts while sealed). */
export function LiveRanking({ ranking, byRate }: { ranking: RankingView | null; byRate: boolean }) {
  const { t } = useTranslation();
  const sealed = ranking?.kind === 'sealed';
  return (
    <>
      {sealed && <Alert type="info" showIcon title={t('hall.ranking.sealed')} style={{ marginBottom: 8 }} />}
      <Table<Row>
        size="small"
        pagination={false}
        dataSource={rowsOf(ranking)}
        locale={{ emptyText: t('hall.ranking.empty') }}
        data-testid="live-ranking"
        columns={[
          ...(sealed ? [] : [{ title: t('hall.ranking.rank'), dataIndex: 'rank', width: 70 }]),
          {
            title: t('hall.ranking.company'),
            dataIndex: 'companyName',
            render: (name: string) => <span data-testid="live-company">{name}</span>,
          },
          ...(sealed
            ? []
            : [
                {
                  title: t('hall.ranking.amount'),
                  dataIndex: 'amount',
                  render: (a: string) => <span data-testid="live-amount">{formatQuote(a, byRate)}</span>,
                },
              ]),
          { title: t('hall.ranking.time'), dataIndex: 'acceptedAt', render: formatTime },
          { title: t('hall.ranking.quoteCount'), dataIndex: 'quoteCount', width: 90 },
        ]}
      />
    </>
  );
}
