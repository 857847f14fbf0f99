import { Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScoreRowDto } from '@bidhall/contracts/evaluation';
import { formatMoney } from '../workflow/format';

type ExpertPoints = ScoreRowDto['experts'][number];

/** Each expert's own points under a bidder's row, so a reviewer can see how the mean came about. */
function ExpertRows({ row, names }: { row: ScoreRowDto; names: ReadonlyMap<number, string> }) {
  const { t } = useTranslation();
  return (
    <Table<ExpertPoints>
      rowKey="expertUserId"
      size="small"
      pagination={false}
      dataSource={row.experts}
      locale={{ emptyText: t('result.board.noExpertPoints') }}
      columns={[
        {
          title: t('result.board.expert'),
          key: 'expert',
          render: (_: unknown, e: ExpertPoints) => names.get(e.expertUserId) ?? `#${e.expertUserId}`,
        },
        { title: t('result.board.technical'), dataIndex: 'technical', align: 'right' },
        { title: t('result.board.business'), dataIndex: 'business', align: 'right' },
      ]}
    />
  );
}

interface Props {
  rows: readonly ScoreRowDto[];
  /** Expert names by user id, where the caller has the panel. */
  expertNames?: ReadonlyMap<number, string>;
}

/** The scoring ranking (methods 5, 7, 9): price score, mean expert points, total; method 7 marks the shortlist. */
export function ScoreBoardTable({ rows, expertNames = new Map() }: Props) {
  const { t } = useTranslation();
  const shortlist = rows.some((r) => r.shortlisted);
  return (
    <Table<ScoreRowDto>
      rowKey="supplierId"
      size="small"
      pagination={false}
      data-testid="score-board"
      dataSource={[...rows]}
      locale={{ emptyText: t('result.board.empty') }}
      expandable={{
        expandedRowRender: (row) => <ExpertRows row={row} names={expertNames} />,
        rowExpandable: (row) => row.experts.length > 0,
      }}
      columns={[
        { title: t('result.rank'), dataIndex: 'rank', width: 70 },
        { title: t('hall.ranking.company'), dataIndex: 'companyName' },
        { title: t('result.amount'), dataIndex: 'amount', align: 'right', render: formatMoney },
        { title: t('result.board.priceScore'), dataIndex: 'priceScore', align: 'right' },
        { title: t('result.board.technical'), dataIndex: 'technical', align: 'right' },
        { title: t('result.board.business'), dataIndex: 'business', align: 'right' },
        { title: t('result.totalScore'), dataIndex: 'totalScore', align: 'right' },
        ...(shortlist
          ? [
              {
                title: t('result.board.shortlist'),
                key: 'shortlisted',
                render: (_: unknown, r: ScoreRowDto) =>
                  r.shortlisted ? <Tag color="success">{t('result.board.shortlisted')}</Tag> : null,
              },
            ]
          : []),
      ]}
    />
  );
}
