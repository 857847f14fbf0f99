import { Table, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatQuote, formatTime, formatTimeOfDay } from '../../../components/hall/format';
import type { LogLine } from './quote-log';

interface Props {
  lines: LogLine[];
  byRate: boolean;
  /** The project's threshold, named in the abnormally-low flag's hint. */
  abnormalLowPercent?: number;
}

/** The quote log, newest first: time, firm, amount (flagged when abnormally low), rank after; operator actions with reasons. */
export function QuoteLogTable({ lines, byRate, abnormalLowPercent = 0 }: Props) {
  const { t } = useTranslation();
  const rows = [...lines].sort((a, b) => b.seq - a.seq);
  return (
    <Table<LogLine>
      size="small"
      rowKey={(l) => `${l.kind}-${l.seq}`}
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: t('hall.log.empty') }}
      data-testid="quote-log"
      rowClassName={(l) => `log-${l.kind}`}
      columns={[
        {
          title: t('hall.log.time'),
          key: 'at',
          // The time of day leaves the firm's name room in a half-width card; the date is a hover away.
          width: 90,
          render: (_, l) => (l.at === null ? '-' : <Tooltip title={formatTime(l.at)}>{formatTimeOfDay(l.at)}</Tooltip>),
        },
        {
          title: t('hall.log.company'),
          key: 'who',
          ellipsis: { showTitle: false },
          // An operator's action has no amount or rank: it takes their cells, and wraps where a
          // firm's name is cut, so its whole reason shows.
          onCell: (l) => (l.kind === 'quote' ? {} : { colSpan: 3, style: { whiteSpace: 'normal' } }),
          render: (_, l) => {
            if (l.kind === 'quote') return <Tooltip title={l.companyName}>{l.companyName}</Tooltip>;
            const action = l.action === 'published' ? t('hall.notice.published') : t(`hall.alert.${l.action}`);
            const reason = l.reason ? t('hall.notice.reason', { reason: l.reason }) : '';
            return (
              <Tooltip title={[action, reason].filter(Boolean).join(' ')}>
                <span data-testid="log-action">
                  <Tag color="warning">{action}</Tag>
                  <Typography.Text type="secondary">{reason}</Typography.Text>
                </span>
              </Tooltip>
            );
          },
        },
        {
          title: t('hall.log.amount'),
          key: 'amount',
          onCell: actionSpanned,
          align: 'right',
          width: 170,
          render: (_, l) =>
            l.kind === 'quote' && (
              <>
                {l.abnormallyLow && (
                  <Tooltip title={t('hall.rules.abnormalLowHint', { percent: abnormalLowPercent })}>
                    <Tag color="error" data-testid="log-abnormal-low">
                      {t('hall.rules.abnormalLow')}
                    </Tag>
                  </Tooltip>
                )}
                <span data-testid="log-amount">{l.amount === null ? '-' : formatQuote(l.amount, byRate)}</span>
              </>
            ),
        },
        {
          title: t('hall.log.rankAfter'),
          key: 'rank',
          onCell: actionSpanned,
          width: 90,
          render: (_, l) => l.kind === 'quote' && (l.rankAfter ?? '-'),
        },
      ]}
    />
  );
}

/** The cells an operator's action line spans (the firm's column takes them). */
const actionSpanned = (l: LogLine) => ({ colSpan: l.kind === 'quote' ? 1 : 0 });
