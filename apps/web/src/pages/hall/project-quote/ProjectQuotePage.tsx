import { useEffect, useMemo, useState } from 'react';
import { Alert, Card, Col, Descriptions, Row, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import { winbidRuleInfo, isWinbidRule } from '@bidhall/domain/winbid-rules';
import { ConnectionIndicator } from '../../../components/hall/ConnectionIndicator';
import { Countdown } from '../../../components/hall/Countdown';
import { formatTime } from '../../../components/hall/format';
import { useServerNow } from '../../../components/hall/useServerNow';
import { WindowNotice } from '../../../components/hall/WindowNotice';
import { useHall } from '../../../realtime/useHall';
import type { OwnQuote } from '../../../realtime/hall-view';
import { getMyQuotedProject, type MyQuotedProject } from './api';
import { OwnQuotes } from './OwnQuotes';
import { QuoteForm } from './QuoteForm';
import { SupplierRanking } from './SupplierRanking';

const SIGN_UP_PASSED = 1;

/** Own quotes from the api (before the join) and from the hall, once each, oldest first. */
function mergeOwn(loaded: OwnQuote[], live: OwnQuote[]): OwnQuote[] {
  const bySeq = new Map([...loaded, ...live].map((q) => [q.seq, q]));
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The supplier's quote hall for one project (/bid/project-quote?id=). */
export default function ProjectQuotePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { state } = useHall(valid ? id : null);
  const [mine, setMine] = useState<MyQuotedProject | null>(null);
  const [loaded, setLoaded] = useState<OwnQuote[]>([]);
  const now = useServerNow(1000);

  useEffect(() => {
    if (!valid) return;
    void getMyQuotedProject(id).then((answer) => {
      setMine(answer);
      setLoaded(answer.quotes.filter((q) => q.amount !== null).map((q) => ({ seq: q.seq, amount: q.amount!, acceptedAt: Date.parse(q.acceptedAt) })));
    });
  }, [id, valid]);

  const own = useMemo(() => mergeOwn(loaded, state?.own ?? []), [loaded, state?.own]);
  if (!valid) return <Alert type="warning" showIcon title={t('hall.project.missingId')} />;
  if (state?.phase === 'failed') return <Alert type="error" showIcon title={state.error} />;
  if (!state?.project || !state.window) return <Spin />;

  const rule = state.project.winbidRule;
  const byRate = isWinbidRule(rule) && winbidRuleInfo(rule).quoting === 'ascending-rate';
  const { phase } = countdownPhase(state.window, now, state.project.state);
  const signedUp = mine?.eApply?.status === SIGN_UP_PASSED;
  const max = state.project.maxQuotes;
  const remaining = max === null ? null : (state.remainingQuotes ?? Math.max(0, max - own.length));
  const blocked = !signedUp ? t('hall.form.notSignedUp') : phase !== 'open' ? t('hall.form.closed') : remaining === 0 ? t('hall.form.noneLeft') : null;
  const rank = state.ranking?.kind === 'supplier' ? (state.ranking.own?.rank ?? null) : null;

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
        <Descriptions size="small" column={3} style={{ marginTop: 8 }}>
          <Descriptions.Item label={t('hall.window.from')}>{formatTime(state.window.uppriceFromTime)}</Descriptions.Item>
          <Descriptions.Item label={t('hall.window.to')}>
            <span data-testid="window-end">{formatTime(state.window.uppriceToTime)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('hall.window.extensions', { count: state.window.extensions })}>{state.window.extendedSeconds}s</Descriptions.Item>
        </Descriptions>
      </Card>
      <WindowNotice notice={state.notice} window={state.window} />
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <QuoteForm projectId={id} byRate={byRate} blocked={blocked} onAccepted={({ result }) => setLoaded((q) => mergeOwn(q, [{ seq: result.seq, amount: result.amount, acceptedAt: result.acceptedAt }]))} />
            <OwnQuotes quotes={own} remaining={remaining} rank={rank} byRate={byRate} />
          </Space>
        </Col>
        <Col xs={24} lg={12}>
          <SupplierRanking ranking={state.ranking} byRate={byRate} disclosure={state.project.disclosure} />
        </Col>
      </Row>
    </Space>
  );
}
