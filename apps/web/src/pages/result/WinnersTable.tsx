import { Table } from 'antd';
import { useTranslation } from 'react-i18next';
import type { WinnerDto } from '@bidhall/contracts/evaluation';
import { formatMoney } from '../workflow/format';

/** The winner (or the shortlisted bidders, best first) with amount and, for scoring, the total. */
export function WinnersTable({ winners }: { winners: readonly WinnerDto[] }) {
  const { t } = useTranslation();
  const scored = winners.some((w) => w.totalScore !== undefined);
  return (
    <Table<WinnerDto>
      rowKey="supplierId"
      size="small"
      pagination={false}
      data-testid="winners"
      dataSource={[...winners]}
      columns={[
        { title: t('result.rank'), key: 'rank', width: 80, render: (_: unknown, __: WinnerDto, i: number) => i + 1 },
        // Rank 2 and below are not the awarded supplier: the column is just the supplier.
        { title: t('hall.ranking.company'), dataIndex: 'companyName' },
        { title: t('result.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
        ...(scored ? [{ title: t('result.totalScore'), dataIndex: 'totalScore' }] : []),
      ]}
    />
  );
}
