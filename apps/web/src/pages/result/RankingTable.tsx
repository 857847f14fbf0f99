import { useCallback } from 'react';
import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { rankDirection, rankQuotes } from '@bidhall/domain/ranking';
import { isWinbidRule } from '@bidhall/domain/winbid-rules';
import { useLoad } from '../../components/useLoad';
import { formatTime } from '../../components/project/format-time';
import { fmt } from '../../i18n/format';
import { getPriceList } from '../hall/quote-check/api';

/**
 * Every bidder's last quote, ranked as the method ranks them (domain ranking): the whole
 * ranking the purchaser confirms with the result, not the winner alone.
 */
export function RankingTable({ projectId, winbidRule }: { projectId: number; winbidRule: number }) {
  const { t } = useTranslation();
  const load = useCallback(() => getPriceList(projectId), [projectId]);
  const { data, loading } = useLoad(load);
  if (!isWinbidRule(winbidRule)) return null;
  const quotes = (data?.items ?? [])
    .filter((q) => q.amount !== null)
    .map((q) => ({ ...q, amount: q.amount!, acceptedAt: Date.parse(q.acceptedAt) }));
  const ranked = rankQuotes(quotes, rankDirection(winbidRule));
  return (
    <Table
      rowKey="supplierId"
      size="small"
      data-testid="result-ranking"
      loading={loading}
      pagination={false}
      title={() => t('result.ranking')}
      dataSource={ranked}
      columns={[
        { title: t('result.rank'), dataIndex: 'rank', width: 70 },
        { title: t('agreement.supplier'), dataIndex: 'companyName', ellipsis: true },
        { title: t('result.lastQuote'), key: 'amount', align: 'right', render: (_, r) => fmt().money(r.amount) },
        { title: t('result.quoteCount'), dataIndex: 'quoteCount', width: 90, align: 'right' },
        {
          title: t('result.quotedAt'),
          key: 'at',
          width: 170,
          render: (_, r) => formatTime(new Date(r.acceptedAt).toISOString()),
        },
      ]}
    />
  );
}
