import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Col, Descriptions, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { PbSettingDto } from '@bidhall/contracts/pb-setting';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import { isOpeningPrice, nextAcceptableQuote } from '@bidhall/domain/next-quote';
import { winbidRuleInfo, isWinbidRule, type QuotingStyle } from '@bidhall/domain/winbid-rules';
import { ConnectionIndicator } from '../../../components/hall/ConnectionIndicator';
import { Countdown } from '../../../components/hall/Countdown';
import { formatTime } from '../../../components/hall/format';
import { useServerNow } from '../../../components/hall/useServerNow';
import { WindowNotice } from '../../../components/hall/WindowNotice';
import { useHall } from '../../../realtime/useHall';
import type { OwnQuote } from '../../../realtime/hall-view';
import { getBiddingSettings, getMyQuotedProject, type MyQuotedProject } from './api';
import { BestPanel } from './BestPanel';
import { HallAlertBar } from './HallAlertBar';
import { quoteBlockKey } from './quote-block';
import { OutcomePanel } from './OutcomePanel';
import { OwnQuotes } from './OwnQuotes';
import { QuoteForm } from './QuoteForm';
import { RulesPanel } from './RulesPanel';
import { standingOf } from './standing';
import { supplierSeries } from './supplier-series';
import { useQuoteHistory } from './useQuoteHistory';
import { SupplierRanking } from './SupplierRanking';
import { useHallAlert } from './useHallAlert';

import PriceChart from '../../../components/hall/PriceChart';
import { floorInForce } from './floor-in-force';
const SIGN_UP_PASSED = 1;

/** Own quotes from the api (before the join) and from the hall, once each, oldest first. */
function mergeOwn(loaded: OwnQuote[], live: OwnQuote[]): OwnQuote[] {
  const bySeq = new Map([...loaded, ...live].map((q) => [q.seq, q]));
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

const styleOf = (rule: number): QuotingStyle => (isWinbidRule(rule) ? winbidRuleInfo(rule).quoting : 'sealed');

/** The supplier's quote hall for one project (/bid/project-quote?id=). */
export default function ProjectQuotePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { state } = useHall(valid ? id : null);
  const [mine, setMine] = useState<MyQuotedProject | null>(null);
  const [settings, setSettings] = useState<PbSettingDto | null>(null);
  const [loaded, setLoaded] = useState<OwnQuote[]>([]);
  const now = useServerNow(1000);
  const alerts = useHallAlert(state);

  useEffect(() => {
    if (!valid) return;
    void getMyQuotedProject(id).then((answer) => {
      setMine(answer);
      setLoaded(
        answer.quotes
          .filter((q) => q.amount !== null)
          .map((q) => ({ seq: q.seq, amount: q.amount!, acceptedAt: Date.parse(q.acceptedAt) })),
      );
    });
    void getBiddingSettings(id).then((answer) => setSettings(floorInForce(answer)));
  }, [id, valid]);

  const own = useMemo(() => mergeOwn(loaded, state?.own ?? []), [loaded, state?.own]);
  const style = styleOf(state?.project?.winbidRule ?? 0);
  const disclosure = state?.project?.disclosure ?? 1;
  const standing = useMemo(
    () => standingOf(state?.ranking ?? null, style, disclosure),
    [state?.ranking, style, disclosure],
  );
  const ownLast = own.at(-1)?.amount ?? null;
  const next = useMemo(() => {
    if (!settings || style === 'sealed') return undefined;
    const input = { style, settings, ownLast, best: standing.best };
    const one = nextAcceptableQuote(input);
    return {
      one,
      two: nextAcceptableQuote(input, 2),
      up: style !== 'descending',
      first: isOpeningPrice(input, one),
    };
  }, [settings, style, ownLast, standing.best]);
  const winbidRule = state?.project?.winbidRule;
  const facts = useMemo(
    () =>
      settings && winbidRule !== undefined && isWinbidRule(winbidRule)
        ? { winbidRule, settings, ownCount: own.length, ownLast, best: standing.best }
        : undefined,
    [settings, winbidRule, own.length, ownLast, standing.best],
  );
  const history = useQuoteHistory(valid && state?.project ? id : null, disclosure);
  const series = useMemo(
    () =>
      supplierSeries(own, state?.trail ?? [], history, disclosure, {
        mine: t('hall.chart.mine'),
        others: t('hall.chart.others'),
      }),
    [own, state?.trail, history, disclosure, t],
  );

  if (!valid) return <Alert type="warning" showIcon title={t('hall.project.missingId')} />;
  if (state?.phase === 'failed') return <Alert type="error" showIcon title={state.error} />;
  if (!state?.project || !state.window) return <Spin />;

  const byRate = style === 'ascending-rate';
  const { phase } = countdownPhase(state.window, now, state.project.state);
  const signedUp = mine?.eApply?.status === SIGN_UP_PASSED;
  const max = state.project.maxQuotes;
  const remaining = max === null ? null : (state.remainingQuotes ?? Math.max(0, max - own.length));
  const blockKey = quoteBlockKey(signedUp, phase, remaining);
  const blocked = blockKey === null ? null : t(blockKey);
  const ended = phase === 'ended';

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="supplier-hall">
      <Card size="small">
        <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {mine?.project.projectName}
          </Typography.Title>
          <ConnectionIndicator projectId={id} />
        </Space>
        <Countdown window={state.window} state={state.project.state} />
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2 }}
          style={{ marginTop: 8 }}
          items={[
            { key: 'from', label: t('hall.window.from'), children: formatTime(state.window.uppriceFromTime) },
            {
              key: 'to',
              label: t('hall.window.to'),
              children: <span data-testid="window-end">{formatTime(state.window.uppriceToTime)}</span>,
            },
          ]}
        />
      </Card>
      <HallAlertBar alert={alerts.alert} onClose={alerts.dismiss} sound={alerts.sound} onSound={alerts.setSound} />
      <WindowNotice notice={state.notice} window={state.window} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {ended ? (
              <OutcomePanel
                quoted={own.length > 0}
                rank={standing.rank}
                disclosure={disclosure}
                winnerSupplierId={mine?.project.winnerSupplierId ?? null}
                ownSupplierId={mine?.eApply?.supplierId ?? null}
              />
            ) : (
              <QuoteForm
                projectId={id}
                byRate={byRate}
                blocked={blocked}
                next={next}
                facts={facts}
                onAccepted={({ result }) =>
                  setLoaded((q) =>
                    mergeOwn(q, [{ seq: result.seq, amount: result.amount, acceptedAt: result.acceptedAt }]),
                  )
                }
              />
            )}
            <BestPanel standing={standing} byRate={byRate} />
            <OwnQuotes
              quotes={own}
              remaining={remaining}
              rank={standing.rank}
              byRate={byRate}
              disclosure={disclosure}
            />
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            {settings && <RulesPanel settings={settings} style={style} window={state.window} remaining={remaining} />}
            <SupplierRanking ranking={state.ranking} byRate={byRate} disclosure={disclosure} />
            <Card size="small" title={t('hall.chart.title')}>
              <PriceChart series={series} byRate={byRate} axis="order" />
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
