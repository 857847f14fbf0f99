import { useEffect, useState } from 'react';
import type { SprojectDto } from '@bidhall/contracts/sproject';
import { countdownPhase } from '@bidhall/contracts/realtime/countdown-phase';
import type { ProjectWindow } from '@bidhall/contracts/realtime/window';
import { useTranslation } from 'react-i18next';
import { windowOfProject } from '../project-times';
import { ProjectCard, type CardRow } from './ProjectCard';
import { byUrgency, cardScale, cardSlots, pageOf, windowProgress } from './project-pages';
import type { ProjectCounts } from './screen-live';

const ROTATE_MS = 8000;

/**
 * Published projects as cards that share the panel's height (the fewer, the larger), live ones
 * first, with the time left on the synced clock; more than a page holds rotate. A window the
 * stream moved since the list was read (paused, resumed, its end moved or extended) counts as moved.
 */
export function LiveProjects({
  projects,
  now,
  counts,
  windows,
}: {
  projects: readonly SprojectDto[];
  now: number;
  counts: ReadonlyMap<number, ProjectCounts>;
  windows: ReadonlyMap<number, ProjectWindow>;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const rows = byUrgency(
    projects.flatMap((p): CardRow[] => {
      const window = windows.get(p.id) ?? windowOfProject(p);
      if (!window) return [];
      const { phase, endsAt } = countdownPhase(window, now, p.state);
      return [
        {
          p,
          phase,
          endsAt,
          from: window.uppriceFromTime,
          to: window.uppriceToTime,
          progress: windowProgress(window.uppriceFromTime, window.uppriceToTime, now, phase),
        },
      ];
    }),
  );
  const { shown, pages, index } = pageOf(rows, page);
  useEffect(() => {
    if (pages < 2) return;
    const timer = setInterval(() => setPage((n) => n + 1), ROTATE_MS);
    return () => clearInterval(timer);
  }, [pages]);
  if (rows.length === 0) return <div style={{ color: '#8fb8ef' }}>{t('screen.noLive')}</div>;
  const slots = cardSlots(shown.length, pages);
  const scale = cardScale(slots);
  return (
    <div
      data-testid="screen-projects-list"
      data-page={index + 1}
      data-pages={pages}
      style={{ height: '100%', display: 'flex', flexDirection: 'column', gap: '1vh' }}
    >
      {shown.map((row) => (
        <ProjectCard key={row.p.id} row={row} now={now} counts={counts.get(row.p.id)} scale={scale} />
      ))}
      {Array.from({ length: slots - shown.length }, (_, i) => (
        <div key={`empty-${i}`} aria-hidden style={{ flex: '1 1 0' }} />
      ))}
      {pages > 1 && (
        <div style={{ color: '#8fb8ef', textAlign: 'right', flex: 'none' }}>
          {t('screen.page', { page: index + 1, pages })}
        </div>
      )}
    </div>
  );
}
