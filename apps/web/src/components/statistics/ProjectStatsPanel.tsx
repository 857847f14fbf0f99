import { useCallback } from 'react';
import { Button, Card, Col, Empty, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmt } from '../../i18n/format';
import { PROJECT_KINDS, isProjectKind } from '@bidhall/domain/project-kinds';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { useLang } from '../../i18n/useLang';
import { Access } from '../../permissions/Access';
import { Chart } from '../charts/Chart';
import { useLoad } from '../useLoad';
import { fetchProjectStatistics, type StatsRange } from './api';
import { barOption, monthOption, pieOption, plot } from './chart-options';
import { downloadCsv } from './csv';

/** Statistics/GetProjectStatistics as charts: by state, by kind, by month with money, savings and bids. */
export function ProjectStatsPanel({ range }: { range: StatsRange }) {
  const { t } = useTranslation();
  const { lang, label } = useLang();
  const { data: stats, loading, reload } = useLoad(useCallback(() => fetchProjectStatistics(range), [range]));

  if (!loading && !stats)
    return (
      <Card data-testid="stats-failed">
        <Empty description={t('dashboard.loadFailed')}>
          <Button onClick={reload}>{t('common.retry')}</Button>
        </Empty>
      </Card>
    );
  if (!loading && stats?.total === 0)
    return (
      <Card data-testid="stats-empty">
        <Empty description={t('dashboard.noProjects')} />
      </Card>
    );
  const s = stats;
  const byState = (s?.byState ?? []).map((x) => ({ name: projectStateLabel(x.state, lang), value: x.count }));
  const byKind = (s?.byKind ?? []).map((x) => ({
    name: isProjectKind(x.projectType) ? label(PROJECT_KINDS[x.projectType].labels) : String(x.projectType),
    value: x.count,
  }));
  const months = s?.byMonth ?? [];
  const exportMonths = () =>
    downloadCsv(
      'projects-by-month.csv',
      [t('dashboard.month'), t('dashboard.projects'), t('dashboard.budget'), t('dashboard.awarded')],
      months.map((m) => [m.month, m.count, m.budget, m.awardedAmount]),
    );
  return (
    <>
      <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {[
          ['total', t('dashboard.projects'), s?.total ?? 0],
          ['savings', t('dashboard.savings'), s ? fmt().money(s.savings.savings) : '-'],
          [
            'savingsRate',
            t('dashboard.savingsRate'),
            s?.savings.savingsRate ? fmt().percent(s.savings.savingsRate) : '-',
          ],
          ['quotes', t('dashboard.quotes'), s?.bids.quotes ?? 0],
        ].map(([key, title, value]) => (
          <Col key={key} xs={12} md={6}>
            <Card loading={loading} data-testid={`stat-${key}`}>
              <Statistic title={title} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.byState')} loading={loading}>
            <Chart testId="chart-by-state" option={pieOption(byState)} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('dashboard.byKind')} loading={loading}>
            <Chart testId="chart-by-kind" option={barOption(byKind)} />
          </Card>
        </Col>
        <Col span={24}>
          <Card
            title={t('dashboard.byMonth')}
            loading={loading}
            extra={
              <Access action="export" permission="statistics">
                <Button onClick={exportMonths} data-testid="export-months">
                  {t('listing.exportCsv')}
                </Button>
              </Access>
            }
          >
            <Chart
              testId="chart-by-month"
              option={monthOption(
                months.map((m) => m.month),
                months.map((m) => m.count),
                [
                  { name: t('dashboard.budget'), values: months.map((m) => plot(m.budget)) },
                  { name: t('dashboard.awarded'), values: months.map((m) => plot(m.awardedAmount)) },
                ],
                t('dashboard.projects'),
              )}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
