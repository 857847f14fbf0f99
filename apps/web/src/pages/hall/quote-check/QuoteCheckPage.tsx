import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row, Space, Spin, Statistic } from 'antd';
import type { RankingView } from '@bidhall/contracts/realtime/views';
import type { PriceListItem, SprojectDto } from '@bidhall/contracts/sproject';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ROLES } from '@bidhall/domain/roles';
import { isWinbidRule, winbidRuleInfo, type WinbidRule } from '@bidhall/domain/winbid-rules';
import type { PriceSeries } from '../../../components/hall/price-chart-option';
import { fmt } from '../../../i18n/format';
import { getProject } from '../../../layouts/project/api';
import { getBiddingSettings } from '../project-quote/api';
import { ConnectionIndicator } from '../../../components/hall/ConnectionIndicator';
import { Countdown } from '../../../components/hall/Countdown';
import { useServerNow } from '../../../components/hall/useServerNow';
import { WindowNotice } from '../../../components/hall/WindowNotice';
import { useCurrentRoute } from '../../../permissions/route-context';
import { quotesPerMinute } from '../../../realtime/apply-quote';
import type { QuoteTime } from '../../../realtime/hall-view';
import { fetchSince } from '../../../realtime/hall-binding';
import { useHall } from '../../../realtime/useHall';
import { getPriceList } from './api';
import { actionsOf, mergeLines, quoteLog, savings, type LogAction, type LogLine } from './quote-log';
import { QuoteLogTable } from './QuoteLogTable';
import { LiveRanking } from './LiveRanking';
import { OnlineSuppliers } from './OnlineSuppliers';
import { OperatorControlsUntilEnd } from './OperatorControlsUntilEnd';

import PriceChart from '../../../components/hall/PriceChart';

const EVENT_PAGES = 20;

/** The operator's earlier window changes with their reasons, from the project's event stream. */
async function earlierActions(projectId: number): Promise<LogAction[]> {
  const found: LogAction[] = [];
  let since = 0;
  for (let page = 0; page < EVENT_PAGES; page++) {
    const answer = await fetchSince(projectId, since);
    found.push(...actionsOf(answer.events));
    if (!answer.more || answer.headSeq <= since) break;
    since = answer.headSeq;
  }
  return found;
}

/** One line per bidder: each of its quotes at its acceptance time. */
function bidderSeries(log: LogLine[]): PriceSeries[] {
  const byFirm = new Map<string, [number, number][]>();
  for (const l of log)
    if (l.kind === 'quote' && l.amount !== null)
      byFirm.set(l.companyName, [...(byFirm.get(l.companyName) ?? []), [l.at, Number(l.amount)]]);
  return [...byFirm].map(([name, points]) => ({ name, points }));
}

/** The agency's and purchaser's live view of a quote window (/projectQuoteCheck?id=). */
/** The best amount in the ranking the agency sees (none while sealed). */
const ranking0 = (ranking: RankingView | null) =>
  ranking?.kind === 'full' ? (ranking.entries[0]?.amount ?? null) : null;

export default function QuoteCheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const { state } = useHall(valid ? id : null);
  const [listed, setListed] = useState<PriceListItem[]>([]);
  const [project, setProject] = useState<SprojectDto | null>(null);
  const [cap, setCap] = useState<string | null>(null);
  const [abnormalLowPercent, setAbnormalLowPercent] = useState(0);
  const [pastActions, setPastActions] = useState<LogAction[]>([]);
  const now = useServerNow(1000);

  useEffect(() => {
    if (!valid) return;
    void getPriceList(id).then((list) => setListed(list.items));
    void getProject(id).then(setProject);
    void getBiddingSettings(id).then((s) => {
      setCap(s.priceCap ?? s.startPrice);
      setAbnormalLowPercent(s.abnormalLowPercent);
    });
    void earlierActions(id).then(setPastActions, () => setPastActions([]));
  }, [id, valid]);

  const loaded = useMemo<QuoteTime[]>(
    () => listed.map((q) => ({ seq: q.seq, at: Date.parse(q.acceptedAt) })),
    [listed],
  );
  const rule = (state?.project?.winbidRule ?? 1) as WinbidRule;
  const quotesLogged = useMemo(
    () => quoteLog(listed, state?.trail ?? [], rule, abnormalLowPercent),
    [listed, state?.trail, rule, abnormalLowPercent],
  );
  const log = useMemo<LogLine[]>(
    () =>
      mergeLines(
        quotesLogged,
        pastActions,
        (state?.changes ?? []).map((c) => ({
          kind: 'action' as const,
          seq: c.seq,
          at: c.at,
          action: c.kind,
          reason: c.reason,
        })),
      ),
    [quotesLogged, pastActions, state?.changes],
  );
  const series = useMemo(() => bidderSeries(quotesLogged), [quotesLogged]);

  const perMinute = useMemo(
    () => quotesPerMinute([...loaded, ...(state?.quoteTimes ?? [])], now),
    [loaded, state?.quoteTimes, now],
  );
  if (!valid) return <Alert type="warning" showIcon title={t('hall.project.missingId')} />;
  if (state?.phase === 'failed') return <Alert type="error" showIcon title={state.error} />;
  if (!state?.project || !state.window) return <Spin />;

  const byRate = isWinbidRule(rule) && winbidRuleInfo(rule).quoting === 'ascending-rate';
  const f = fmt();
  const best = ranking0(state.ranking);
  const vsBudget = savings(best, project?.budget ?? null);
  const vsCap = savings(best, cap);
  const saved = (s: ReturnType<typeof savings>) =>
    s ? t('common.parenthetical', { text: f.money(s.amount), note: `${f.number(s.percent, 2)}%` }) : '-';
  const ranking = state.ranking;
  const bidders =
    ranking?.kind === 'full' ? ranking.entries.length : ranking?.kind === 'sealed' ? ranking.bidderCount : 0;
  const quotes =
    ranking?.kind === 'full'
      ? ranking.entries.reduce((n, e) => n + e.quoteCount, 0)
      : ranking?.kind === 'sealed'
        ? ranking.bidders.reduce((n, b) => n + b.quoteCount, 0)
        : 0;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="quote-check">
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Countdown window={state.window} state={state.project.state} />
          <Space>
            <ConnectionIndicator projectId={id} />
            <Link to="/ScreenCount">
              <Button>{t('hall.live.bigScreen')}</Button>
            </Link>
          </Space>
        </Space>
        <Row gutter={16} style={{ marginTop: 12 }}>
          <Col xs={12} md={6} xl={4}>
            <Statistic
              title={t('hall.live.bidders')}
              value={bidders}
              valueRender={(v) => <span data-testid="stat-bidders">{v}</span>}
            />
          </Col>
          <Col xs={12} md={6} xl={4}>
            <OnlineSuppliers online={state.online} />
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Statistic
              title={t('hall.live.quotes')}
              value={quotes}
              valueRender={(v) => <span data-testid="stat-quotes">{v}</span>}
            />
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Statistic
              title={t('hall.live.perMinute')}
              value={perMinute}
              valueRender={(v) => <span data-testid="stat-per-minute">{v}</span>}
            />
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Statistic
              title={t('hall.savings.budget')}
              valueRender={() => <span data-testid="stat-savings-budget">{saved(vsBudget)}</span>}
            />
          </Col>
          <Col xs={12} md={6} xl={4}>
            <Statistic
              title={t('hall.savings.start')}
              valueRender={() => <span data-testid="stat-savings-cap">{saved(vsCap)}</span>}
            />
          </Col>
        </Row>
      </Card>
      <WindowNotice notice={state.notice} window={state.window} />
      <Card
        size="small"
        title={t('hall.ranking.title')}
        extra={
          isAgency && <OperatorControlsUntilEnd projectId={id} window={state.window} state={state.project.state} />
        }
      >
        <LiveRanking ranking={ranking} byRate={byRate} />
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('hall.chart.title')}>
            <PriceChart series={series} byRate={byRate} height={320} />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('hall.log.title')}>
            <QuoteLogTable lines={log} byRate={byRate} abnormalLowPercent={abnormalLowPercent} />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
