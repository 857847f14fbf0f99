import { Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  quoted: boolean;
  rank: number | null;
  disclosure: number;
  /** The awarded supplier once the result is decided; null before. */
  winnerSupplierId: number | null;
  ownSupplierId: number | null;
}

/** After the window: where the supplier finished and whether it won, never a bare "未排名". */
export function OutcomePanel({ quoted, rank, disclosure, winnerSupplierId, ownSupplierId }: Props) {
  const { t } = useTranslation();
  const rankText = !quoted
    ? t('hall.outcome.notQuoted')
    : rank !== null
      ? t('hall.outcome.rankValue', { rank })
      : disclosure < 2
        ? t('hall.outcome.hiddenRank')
        : '-';
  const outcome =
    winnerSupplierId === null ? (
      <Tag color="processing">{t('hall.outcome.pending')}</Tag>
    ) : winnerSupplierId === ownSupplierId ? (
      <Tag color="success">{t('hall.outcome.won')}</Tag>
    ) : (
      <Tag>{t('hall.outcome.lost')}</Tag>
    );
  return (
    <Card size="small" title={t('hall.outcome.title')} data-testid="hall-outcome">
      <Descriptions
        size="small"
        column={1}
        items={[
          {
            key: 'rank',
            label: t('hall.outcome.finalRank'),
            children: <span data-testid="final-rank">{rankText}</span>,
          },
          {
            key: 'outcome',
            label: t('hall.outcome.title'),
            children: <span data-testid="final-outcome">{outcome}</span>,
          },
        ]}
      />
    </Card>
  );
}
