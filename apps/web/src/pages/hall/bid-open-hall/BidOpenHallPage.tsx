import { Alert, Card, Col, Row, Space, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isWinbidRule, winbidRuleInfo } from '@bidhall/domain/winbid-rules';
import { ConnectionIndicator } from '../../../components/hall/ConnectionIndicator';
import { Countdown } from '../../../components/hall/Countdown';
import { useHall } from '../../../realtime/useHall';
import { ExpertHallHeader } from './ExpertHallHeader';
import { OpenedQuotes } from './OpenedQuotes';
import { priceScoresOf } from './price-scores';
import { ScoreSheet } from './ScoreSheet';
import { useExpertHall } from './useExpertHall';

/** The expert's open-bid hall (/BidOpenHall?id=, header-only layout): opening, scoring, progress. */
export default function BidOpenHallPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const { state } = useHall(valid ? id : null);
  const liveRanking = state?.ranking?.kind === 'full' ? state.ranking.entries : null;
  const { plan, opened, sheet, setSheet, experts, reloadExperts } = useExpertHall(
    valid ? id : null,
    state?.project?.opened,
  );
  if (!valid) return <Alert type="warning" showIcon title={t('hall.project.missingId')} />;

  const entries = liveRanking ?? opened;
  const rule = state?.project?.winbidRule;
  const byRate = rule !== undefined && isWinbidRule(rule) && winbidRuleInfo(rule).quoting === 'ascending-rate';
  const scores = priceScoresOf(plan, entries ?? []);
  const submitted = experts.filter((e) => e.submittedAt !== null).length;

  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="bid-open-hall">
      <ExpertHallHeader projectId={id} />
      <Card size="small">
        <Row gutter={16} align="middle">
          <Col flex="auto">{state?.window && <Countdown window={state.window} state={state.project?.state} />}</Col>
          <Col>
            <Statistic
              title={t('hall.expert.submittedCount')}
              value={`${submitted} / ${experts.length}`}
              valueRender={(v) => <span data-testid="experts-submitted">{v}</span>}
            />
          </Col>
          <Col>
            <ConnectionIndicator projectId={id} />
          </Col>
        </Row>
      </Card>
      {state?.phase === 'failed' && !entries && <Alert type="info" showIcon title={state.error} />}
      <OpenedQuotes entries={entries} scores={scores} byRate={byRate} />
      {plan && !plan.saved && <Alert type="warning" showIcon title={t('hall.expert.planMissing')} />}
      {sheet && entries && (
        <ScoreSheet
          projectId={id}
          sheet={sheet}
          onChange={(s) => {
            setSheet(s);
            reloadExperts();
          }}
        />
      )}
    </Space>
  );
}
