import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectStateLabel } from '@bidhall/domain/project-states';
import { Chart } from '../../../components/charts/Chart';
import { formatTime } from '../../../components/hall/format';
import { useServerNow } from '../../../components/hall/useServerNow';
import { useLang } from '../../../i18n/useLang';
import { getProjectStatistics, type ProjectStatistics } from './api';
import { monthBars, quotesLine, statesPie } from './chart-options';
import { LiveProjects } from './LiveProjects';
import { Counter, Panel } from './Panel';
import { useScreenFeed } from './useScreenFeed';
import { useScreenProjects } from './useScreenProjects';
import { useScreenStats } from './useScreenStats';
import { useTicker } from './useTicker';

const GRID = `"counters counters counters" 14vh "live line states" 1fr "live months ticker" 1fr / 1.1fr 1.3fr 1fr`;

/** The control-room big screen (ScreenCount): counts only, never a sealed amount. */
export default function ScreenCountPage() {
  const { t } = useTranslation();
  const { lang } = useLang();
  const live = useScreenStats();
  const now = useServerNow(1000);
  const [stats, setStats] = useState<ProjectStatistics | null>(null);
  const { feed, counts, windows, names: recent, moves } = useScreenFeed();
  const liveCount = live.counters?.liveProjects;
  // A window opened or closed, moved or paused, a project published: the list is read again.
  const { projects, names } = useScreenProjects(`${moves}/${liveCount}`);
  const ticker = useTicker(projects, now);
  const nameOf = (id: number) => names.get(id) ?? recent.get(id) ?? `#${id}`;
  // The gateway's feed and the phase changes seen here, newest first.
  const lines = [
    ...feed.map((f) => ({
      key: `f-${f.key}`,
      at: f.at,
      kind: f.kind,
      project: nameOf(f.projectId),
      text: t(`screen.feed.${f.kind}`, {
        bidders: f.bidderCount,
        quotes: f.quoteCount,
        state: f.state === undefined ? '' : projectStateLabel(f.state, lang),
      }),
    })),
    ...ticker.map((e) => ({
      key: `t-${e.key}`,
      at: e.at,
      kind: 'phase',
      project: e.projectName,
      text: t(`hall.phase.${e.phase}`),
    })),
  ]
    .sort((a, b) => b.at - a.at)
    .slice(0, 30);

  // A change in the live figures (a window opened or closed) refreshes the statistics.
  useEffect(() => {
    void getProjectStatistics().then(setStats, () => setStats(null));
  }, [liveCount]);

  const c = live.counters;
  return (
    <div
      data-testid="screen"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        background: 'radial-gradient(circle at 50% 0%, #13305f 0%, #060d1f 70%)',
        color: '#e6f0ff',
        padding: '1.2vh 1.2vw',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <h1
        style={{
          textAlign: 'center',
          color: '#fff',
          margin: '0 0 1vh',
          fontSize: 'clamp(18px, 1.8vw, 40px)',
          letterSpacing: 4,
        }}
      >
        {t('screen.title')}
      </h1>
      <div style={{ flex: 1, display: 'grid', gridTemplate: GRID, gap: '1vh 1vw', minHeight: 0 }}>
        <Panel title={t('screen.now', { time: formatTime(now) })} area="counters">
          <div style={{ display: 'flex', justifyContent: 'space-around' }}>
            <Counter label={t('screen.liveProjects')} value={c?.liveProjects ?? '-'} testId="screen-live" />
            <Counter label={t('screen.bidders')} value={c?.bidders ?? '-'} testId="screen-bidders" />
            <Counter label={t('screen.quotesPerMinute')} value={c?.quotesPerMinute ?? '-'} testId="screen-qpm" />
            <Counter label={t('screen.quotesToday')} value={live.base?.quotesToday ?? '-'} testId="screen-today" />
            <Counter label={t('screen.projects')} value={live.base?.projects ?? '-'} testId="screen-projects" />
          </div>
        </Panel>
        <Panel title={t('screen.liveList')} area="live">
          <LiveProjects projects={projects} now={now} counts={counts} windows={windows} />
        </Panel>
        <Panel title={t('screen.quotesPerMinute')} area="line" testId="screen-line">
          <Chart option={quotesLine(live.series, t('screen.quotesPerMinute'), now)} height={260} />
        </Panel>
        <Panel title={t('screen.byState')} area="states">
          <Chart option={statesPie(stats, (s) => projectStateLabel(s, lang))} height={260} />
        </Panel>
        <Panel title={t('screen.byMonth')} area="months">
          <Chart
            option={monthBars(stats, {
              budget: t('screen.budget'),
              awarded: t('screen.awarded'),
              volume: t('screen.volume'),
            })}
            height={260}
          />
        </Panel>
        <Panel title={t('screen.ticker')} area="ticker" testId="screen-ticker">
          {lines.length === 0 && <div style={{ color: '#8fb8ef' }}>{t('screen.tickerEmpty')}</div>}
          <div data-testid="screen-feed" style={{ height: '100%', overflow: 'hidden' }}>
            {lines.map((e) => (
              <div
                key={e.key}
                data-testid="feed-line"
                data-kind={e.kind}
                style={{
                  padding: '0.4vh 0',
                  borderBottom: '1px dashed #1f4b8f',
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                <span style={{ color: '#8fb8ef', fontVariantNumeric: 'tabular-nums' }}>
                  {formatTime(e.at).slice(11)}
                </span>{' '}
                {e.text}
                <div
                  style={{
                    color: '#8fb8ef',
                    fontSize: 'clamp(11px, 0.75vw, 16px)',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                  }}
                >
                  {e.project}
                </div>
              </div>
            ))}
          </div>
        </Panel>
      </div>
    </div>
  );
}
