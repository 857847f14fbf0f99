import { useEffect, useState } from 'react';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import { useTranslation } from 'react-i18next';
import { formatSpan } from '../../../components/hall/Countdown';
import { windowOfProject } from '../project-times';
import type { ProjectCounts } from './useScreenFeed';

const COLORS = { 'not-started': '#69b1ff', open: '#73d13d', paused: '#ffc53d', ended: '#8c8c8c' } as const;
const ORDER = { open: 0, paused: 1, 'not-started': 2, ended: 3 } as const;
/** Rows that fit a 1080-high wall's panel; more rotate page by page. */
export const ROWS_PER_PAGE = 6;
const ROTATE_MS = 8000;

/**
 * Published projects, live ones first, with the time left on the synced clock and their
 * bidders and quotes so far (the screen is told counts, never amounts); pages rotate.
 */
export function LiveProjects({ projects, now, counts }: { projects: readonly SprojectDto[]; now: number; counts: ReadonlyMap<number, ProjectCounts> }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const rows = projects
    .flatMap((p) => {
      const window = windowOfProject(p);
      return window ? [{ p, ...countdownPhase(window, now, p.state) }] : [];
    })
    .sort((a, b) => ORDER[a.phase] - ORDER[b.phase]);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((n) => (n + 1) % pages), ROTATE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  if (rows.length === 0) return <div style={{ color: '#8fb8ef' }}>{t('screen.noLive')}</div>;
  const shown = rows.slice((page % pages) * ROWS_PER_PAGE, (page % pages + 1) * ROWS_PER_PAGE);
  return (
    <div data-testid="screen-projects-list" style={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {shown.map(({ p, phase, endsAt }) => {
        const c = counts.get(p.id);
        return (
          <div key={p.id} data-testid="screen-project" style={{ padding: '0.8vh 0', borderBottom: '1px solid #1d3358' }}>
            <div style={{ display: 'flex', justifyContent: 'space-between' }}>
              <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', marginRight: 8, fontSize: 'clamp(12px, 0.95vw, 22px)' }} title={p.projectName}>
                {p.projectName}
              </span>
              <span style={{ color: COLORS[phase], whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontSize: 'clamp(12px, 1.1vw, 26px)' }}>
                {t(`hall.phase.${phase}`)} {endsAt !== null && phase !== 'ended' ? formatSpan(endsAt - now, (count) => t('hall.countdown.days', { count })) : ''}
              </span>
            </div>
            <div style={{ color: '#8fb8ef', fontSize: 'clamp(11px, 0.8vw, 18px)' }}>
              {p.projectNum}
              {c ? ` · ${t('screen.counts', { bidders: c.bidderCount, quotes: c.quoteCount })}` : ''}
            </div>
          </div>
        );
      })}
      {pages > 1 && <div style={{ color: '#8fb8ef', marginTop: 'auto', textAlign: 'right' }}>{t('screen.page', { page: (page % pages) + 1, pages })}</div>}
    </div>
  );
}
