import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Row, Space, Spin, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import { ROLES } from '@bidhall/domain/roles';
import { isWinbidRule, winbidRuleInfo } from '@bidhall/domain/winbid-rules';
import { ConnectionIndicator } from '../../../components/hall/ConnectionIndicator';
import { Countdown } from '../../../components/hall/Countdown';
import { useServerNow } from '../../../components/hall/useServerNow';
import { WindowNotice } from '../../../components/hall/WindowNotice';
import { useCurrentRoute } from '../../../permissions/route-context';
import { quotesPerMinute } from '../../../realtime/apply-quote';
import type { QuoteTime } from '../../../realtime/hall-view';
import { useHall } from '../../../realtime/useHall';
import { getPriceList } from './api';
import { LiveRanking } from './LiveRanking';
import { OperatorControls } from './OperatorControls';

/** The agency's and purchaser's live view of a quote window (/projectQuoteCheck?id=). */
export default function QuoteCheckPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const isAgency = useCurrentRoute()?.role === ROLES.agency;
  const { state } = useHall(valid ? id : null);
  const [loaded, setLoaded] = useState<QuoteTime[]>([]);
  const now = useServerNow(1000);

  useEffect(() => {
    if (!valid) return;
    void getPriceList(id).then((list) => setLoaded(list.items.map((q) => ({ seq: q.seq, at: Date.parse(q.acceptedAt) }))));
  }, [id, valid]);

  const perMinute = useMemo(() => quotesPerMinute([...loaded, ...(state?.quoteTimes ?? [])], now), [loaded, state?.quoteTimes, now]);
  if (!valid) return <Alert type="warning" showIcon title={t('hall.project.missingId')} />;
  if (state?.phase === 'failed') return <Alert type="error" showIcon title={state.error} />;
  if (!state?.project || !state.window) return <Spin />;

  const rule = state.project.winbidRule;
  const byRate = isWinbidRule(rule) && winbidRuleInfo(rule).quoting === 'ascending-rate';
  const ranking = state.ranking;
  const bidders = ranking?.kind === 'full' ? ranking.entries.length : ranking?.kind === 'sealed' ? ranking.bidderCount : 0;
  const quotes = ranking?.kind === 'full' ? ranking.entries.reduce((n, e) => n + e.quoteCount, 0) : ranking?.kind === 'sealed' ? ranking.bidders.reduce((n, b) => n + b.quoteCount, 0) : 0;
  const { phase } = countdownPhase(state.window, now, state.project.state);

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
          <Col span={8}>
            <Statistic title={t('hall.live.bidders')} value={bidders} valueRender={(v) => <span data-testid="stat-bidders">{v}</span>} />
          </Col>
          <Col span={8}>
            <Statistic title={t('hall.live.quotes')} value={quotes} valueRender={(v) => <span data-testid="stat-quotes">{v}</span>} />
          </Col>
          <Col span={8}>
            <Statistic title={t('hall.live.perMinute')} value={perMinute} valueRender={(v) => <span data-testid="stat-per-minute">{v}</span>} />
          </Col>
        </Row>
      </Card>
      <WindowNotice notice={state.notice} window={state.window} />
      <Card size="small" title={t('hall.ranking.title')} extra={isAgency && <OperatorControls projectId={id} window={state.window} live={phase === 'open' || phase === 'not-started'} />}>
        <LiveRanking ranking={ranking} byRate={byRate} />
      </Card>
    </Space>
  );
}
